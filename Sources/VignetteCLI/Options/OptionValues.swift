import ArgumentParser
import Foundation
import Vignette

/// The image file format `render` writes.
enum ImageFormat: String, CaseIterable, NamedOptionValue {
    case png, svg

    static var valueKind: String { "format" }
}

extension OSVersion: ExpressibleByArgument, NamedOptionValue {
    static var valueKind: String { "OS" }
}

extension WidgetFamily: ExpressibleByArgument, NamedOptionValue {
    static var valueKind: String { "family" }
}

extension Appearance: ExpressibleByArgument, NamedOptionValue {
    static var valueKind: String { "appearance" }
}

/// `--scale`: pixels per point, from 1 to 4.
struct Scale: OptionValue, Equatable {
    /// Pixels per point.
    let value: CGFloat

    static let range: ClosedRange<Double> = 1...4

    init?(argument: String) {
        guard let scale = try? Self.parse(argument) else { return nil }
        self = scale
    }

    /// `value` pixels per point, which must be in `range`.
    init(_ value: Double) {
        precondition(Self.range.contains(value), "scale \(value) is outside \(Self.range)")
        self.value = CGFloat(value)
    }

    static func parse(_ text: String) throws -> Scale {
        let expected = "a number from 1 to 4, such as 2 or 3"
        let trimmed = try OptionText.nonBlank(text, expected: expected)
        guard let number = Double(trimmed), number.isFinite, range.contains(number) else {
            throw OptionError.notInRange(expected: expected)
        }
        return Scale(number)
    }

    static var valueKind: String { "scale" }
    static var allValueStrings: [String] { ["1", "2", "3"] }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    static var valuesSummary: String { "a number from 1 to 4 (iPhones are 2 or 3)" }
    var defaultValueDescription: String { Names.text(Double(value)) }
}

extension ActivityPresentation: ExpressibleByArgument, NamedOptionValue {
    static var valueKind: String { "presentation" }
}
