import Foundation

/// Text settings that modifiers hand down besides the font itself. They apply to
/// whatever font is in effect below them, as SwiftUI's `bold()` or `tracking(_:)` on a
/// container do.
public struct TextAttributes: Hashable, Sendable {
    /// Overrides each font's weight when set.
    public var weight: Typeface.Weight?
    public var isItalic = false
    public var usesMonospacedDigits = false
    /// Extra space between characters, in points.
    public var tracking: CGFloat = 0
    /// How far text may shrink to fit before truncating (1: not at all).
    public var minimumScaleFactor: CGFloat = 1
    public var imageScale: ImageScale = .medium

    public init() {}
}
