import ArgumentParser
import Vignette

/// `--dynamic-type`, `--bold-text` and `--increase-contrast`: the display settings a person can
/// choose, shared by the commands that render (Docs/Accessibility.md).
struct AccessibilityOptions: ParsableArguments {
    @Option(
        name: .customLong("dynamic-type"), about: "Dynamic Type sizes to render at.", whenAbsent: "large, iOS's default"
    )
    var dynamicType: [Selection<DynamicTypeSize>] = []

    @Flag(help: "Render with Bold Text on: every font one weight heavier.")
    var boldText = false

    @Flag(help: "Render with Increase Contrast on: system tints and grays in their increased-contrast colours.")
    var increaseContrast = false

    /// The sizes asked for, smallest first (`all` is every size); `large` when none was given.
    var sizes: [DynamicTypeSize] {
        guard !dynamicType.isEmpty else { return [.large] }
        return (dynamicType.chosen() ?? DynamicTypeSize.allCases).sorted()
    }

    /// One set of settings per size asked for, with the flags given.
    var settings: [AccessibilitySettings] {
        sizes.map { AccessibilitySettings(dynamicTypeSize: $0, boldText: boldText, increaseContrast: increaseContrast) }
    }
}

extension DynamicTypeSize: ExpressibleByArgument, NamedOptionValue {
    static var valueKind: String { "Dynamic Type size" }

    /// A size by its SwiftUI name in any case, or AX1…AX5 as Settings and the HIG write the
    /// accessibility sizes; anything else is an error that lists every size.
    static func parse(_ text: String) throws -> DynamicTypeSize {
        let name = try OptionText.nonBlank(text, expected: example).lowercased()
        let alias = name.hasPrefix("ax") ? "accessibility" + name.dropFirst(2) : name
        guard let size = allCases.first(where: { $0.rawValue.lowercased() == alias }) else {
            throw VignetteError.unknownName(kind: valueKind, given: text, known: allValueStrings)
        }
        return size
    }
}
