import Foundation

/// What VoiceOver can learn from one laid-out node: the accessibility modifiers written on it and,
/// for text and symbols, what the node reads by itself (Docs/Accessibility.md).
public struct PlacedAccessibility: Hashable, Sendable {
    /// The modifiers on the node, outermost first.
    public var modifiers: [AccessibilityModifier]
    /// What a leaf reads with no label given: a text's whole string (also when drawn truncated),
    /// a symbol's name in words; nil for everything else.
    public var content: String?
    /// The traits the leaf has by itself: `isStaticText` for text, `isImage` for symbols and pictures.
    public var traits: AccessibilityTraits

    /// A node VoiceOver reads nothing from by itself.
    public static let none = PlacedAccessibility(modifiers: [], content: nil, traits: [])

    /// A node's accessibility with these modifiers, content and traits.
    public init(modifiers: [AccessibilityModifier], content: String?, traits: AccessibilityTraits) {
        self.modifiers = modifiers
        self.content = content
        self.traits = traits
    }

    /// What VoiceOver reads for a symbol with no label: its name with the dots read as spaces
    /// ("cloud.sun.fill" → "cloud sun fill"). iOS has its own descriptions for many symbols, which
    /// Apple does not publish, so this is our estimate (Docs/Accessibility.md).
    public static func symbolLabel(_ name: String) -> String {
        name.split(separator: ".").joined(separator: " ")
    }
}
