import Foundation

extension LayoutTree {
    /// A symbol's box: from its template's guides at the font's weight, the image scale and the
    /// font's cap height when the catalog has a template shape (Docs/Symbols.md); else the SF
    /// Symbol's own frame for a stand-in whose frame is measured (`SymbolFrames`); else the icon
    /// font's em square, which has no baseline of its own.
    static func symbolBox(_ name: String, _ env: WidgetEnvironment, _ symbols: SymbolCatalog) -> SymbolBox {
        let font = env.resolvedFont
        if let shape = symbols.shapes[name] ?? SymbolFrames.shape(name),
            let box = shape.box(
                weight: font.weight, scale: env.textAttributes.imageScale,
                capHeight: LineMetrics(size: font.size).capHeight)
        {
            return box
        }
        let em = symbolEm(env)
        return SymbolBox(size: CGSize(width: em, height: em), baseline: nil)
    }
}
