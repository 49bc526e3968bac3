import Foundation

/// An SF Symbol: its stand-in glyph centred in its frame, or, where the render has an SF Symbols
/// template for the name, the template's drawing with the settings below (Docs/Symbols.md).
public struct SymbolRun: Hashable, Sendable {
    /// The SF Symbol name, kept for inspection and tests.
    public var name: String
    /// The icon-font character that stands in for the symbol.
    public var glyph: SymbolGlyph
    /// The box the symbol occupies, in points: the glyph's em square, or the template's box.
    public var frame: CGRect
    /// The symbol's colour (its primary style), resolved.
    public var color: RGBA
    /// The weight of the font the symbol follows (`fontWeight`, `bold()`).
    public var weight: Typeface.Weight = .regular
    /// The symbol scale (`imageScale`).
    public var scale: ImageScale = .medium
    /// How the layers take colour (`symbolRenderingMode`).
    public var rendering: SymbolRendering = .monochrome
    /// The secondary and tertiary colours given (`foregroundStyle(_:_:_:)`), resolved; empty: derived.
    public var levelColors: [RGBA] = []
    /// How far a variable symbol is filled in, 0…1; nil: fully.
    public var variableValue: Double?
    /// The cap height of the font the symbol follows, in points.
    public var capHeight: CGFloat = 0
    /// The baseline's distance below the frame's top when layout placed the symbol from its
    /// template's guides; nil when the frame is the icon font's square.
    public var baseline: CGFloat?

    /// A symbol drawn as `glyph` in `frame`.
    public init(name: String, glyph: SymbolGlyph, frame: CGRect, color: RGBA) {
        self.name = name
        self.glyph = glyph
        self.frame = frame
        self.color = color
    }
}

extension SymbolRun {
    /// The width the stand-in glyph's ink is drawn at, for the names whose drawing was measured on
    /// iOS (`SymbolFrames.inkMeasuredOnIOS`): the frame's width, which is the SF Symbol's ink; nil
    /// for the others, whose glyph keeps the icon font's size, and for a frame without a baseline.
    public var inkWidth: CGFloat? {
        baseline != nil && SymbolFrames.inkMeasuredOnIOS.contains(name) ? frame.width : nil
    }

    /// The run placed with its span's left end at `x` on a baseline at `baselineY`, in `color`.
    public func placed(x: CGFloat, baselineY: CGFloat, color: RGBA) -> SymbolRun {
        var copy = self
        copy.frame = frame.offsetBy(dx: x, dy: baselineY)
        copy.color = color
        return copy
    }
}
