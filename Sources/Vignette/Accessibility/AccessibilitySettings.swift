import Foundation

/// The person's display settings a render can take (iOS Settings › Accessibility › Display & Text
/// Size): text size, Bold Text and Increase Contrast (Docs/Accessibility.md).
public struct AccessibilitySettings: Hashable, Sendable {
    /// The Dynamic Type size text styles are set at; iOS's default is `large`.
    public var dynamicTypeSize: DynamicTypeSize
    /// Bold Text: every font one weight heavier.
    public var boldText: Bool
    /// Increase Contrast: system tints and grays take their increased-contrast values.
    public var increaseContrast: Bool

    /// iOS's defaults: `large`, neither Bold Text nor Increase Contrast.
    public static let standard = AccessibilitySettings()

    /// Settings with the given values; the defaults are iOS's.
    public init(dynamicTypeSize: DynamicTypeSize = .large, boldText: Bool = false, increaseContrast: Bool = false) {
        self.dynamicTypeSize = dynamicTypeSize
        self.boldText = boldText
        self.increaseContrast = increaseContrast
    }

    /// What file names add for these settings: `accessibility3`, `bold`, `contrast` joined with "_"
    /// (the size only when it is not `large`); nil for the standard settings, whose names stay as they were.
    public var fileSuffix: String? {
        let parts = [
            dynamicTypeSize == .large ? nil : dynamicTypeSize.rawValue,
            boldText ? "bold" : nil, increaseContrast ? "contrast" : nil,
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "_")
    }

    /// `environment` as a person with these settings sees it.
    public func apply(to environment: inout WidgetEnvironment) {
        environment.dynamicTypeSize = dynamicTypeSize
        environment.legibilityWeight = boldText ? .bold : .regular
        environment.colorSchemeContrast = increaseContrast ? .increased : .standard
    }
}

extension Array where Element == AccessibilitySettings {
    /// One set of settings per size, smallest first, with the same Bold Text and Increase Contrast:
    /// `accessibility: .sizes()` is every Dynamic Type size, xSmall to accessibility5.
    public static func sizes(
        _ sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, boldText: Bool = false,
        increaseContrast: Bool = false
    ) -> [AccessibilitySettings] {
        sizes.sorted().map {
            AccessibilitySettings(dynamicTypeSize: $0, boldText: boldText, increaseContrast: increaseContrast)
        }
    }
}
