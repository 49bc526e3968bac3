import Foundation

/// Text settings that modifiers hand down besides the font itself. They apply to
/// whatever font is in effect below them, as SwiftUI's `bold()` or `tracking(_:)` on a
/// container do.
public struct TextAttributes: Hashable, Sendable {
    /// Overrides each font's weight when set.
    public var weight: Typeface.Weight?
    /// Overrides each font's design when set (`monospaced()`, `fontDesign(_:)`).
    public var design: Typeface.Design?
    /// Whether text is slanted (`italic()`).
    public var isItalic = false
    /// Whether digits share one width (`monospacedDigit()`).
    public var usesMonospacedDigits = false
    /// Extra space between characters, in points.
    public var tracking: CGFloat = 0
    /// The line through text (`strikethrough`); nil: none.
    public var strikethrough: TextLineStyle?
    /// The line under text (`underline`); nil: none.
    public var underline: TextLineStyle?
    /// How far text may shrink to fit before truncating (1: not at all).
    public var minimumScaleFactor: CGFloat = 1
    /// How symbols size against the font (`imageScale`).
    public var imageScale: ImageScale = .medium
    /// How symbols colour their layers; nil: monochrome (`symbolRenderingMode`).
    public var symbolRendering: SymbolRendering?
    /// The secondary and tertiary foreground styles (`foregroundStyle(_:_:_:)`); empty: derived.
    public var foregroundLevels: [Paint] = []
    /// How far a variable symbol is filled in, 0…1; nil: fully.
    public var symbolVariableValue: Double?
    /// How the text animates into the next entry's (`contentTransition`).
    public var contentTransition: ContentTransition = .opacity

    /// No overrides: fonts as given, upright, proportional digits, no tracking.
    public init() {}
}
