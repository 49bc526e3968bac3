import Foundation

/// An SF Symbol's stand-in glyph, centred in its frame.
public struct SymbolRun: Hashable, Sendable {
    /// The SF Symbol name, kept for inspection and tests.
    public var name: String
    /// The icon-font character that stands in for the symbol.
    public var glyph: SymbolGlyph
    /// The square the symbol occupies, in points; the glyph's em is its side.
    public var frame: CGRect
    /// The symbol's colour, resolved.
    public var color: RGBA

    /// A symbol drawn as `glyph` in `frame`.
    public init(name: String, glyph: SymbolGlyph, frame: CGRect, color: RGBA) {
        self.name = name
        self.glyph = glyph
        self.frame = frame
        self.color = color
    }
}
