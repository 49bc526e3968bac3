import Foundation

/// An SF Symbol's stand-in glyph, centred in its frame.
public struct SymbolRun: Hashable, Sendable {
    /// The SF Symbol name, kept for inspection and tests.
    public var name: String
    public var glyph: SymbolGlyph
    /// The square the symbol occupies, in points; the glyph's em is its side.
    public var frame: CGRect
    public var color: RGBA

    public init(name: String, glyph: SymbolGlyph, frame: CGRect, color: RGBA) {
        self.name = name
        self.glyph = glyph
        self.frame = frame
        self.color = color
    }
}
