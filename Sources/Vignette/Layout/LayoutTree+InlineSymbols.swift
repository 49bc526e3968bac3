import Foundation

/// SF Symbols set inside text (`Text(Image(systemName:))`, `Text + Text`, interpolation): each is
/// a piece of the text's content, one object replacement character whose span carries the symbol,
/// so it is measured, broken and drawn with the text (Docs/Symbols.md, "Symbols inside text").
extension LayoutTree {
    /// The piece `name` adds to a text in `env`: its box from the template's guides (on the
    /// baseline) or the icon font's em square (its cap-height band centred on the text's), as a
    /// symbol beside text is sized; the text's weight, image scale and rendering mode. Its colours
    /// (the span's paint and the level paints it keeps) are resolved after layout, as text's are.
    static func inlineSymbol(_ name: String, _ env: WidgetEnvironment, _ symbols: SymbolCatalog) -> (String, TextSpan) {
        var style = env.textSpanStyle()
        guard let glyph = symbols.glyph(named: name) else { return ("", style) }
        let box = symbolBox(name, env, symbols)
        let font = env.resolvedFont
        let capHeight = LineMetrics(size: font.size).capHeight
        // The frame is relative to the span's left end on the baseline.
        let top = box.baseline.map { -$0 } ?? -(capHeight + box.size.height) / 2
        var run = SymbolRun(
            name: name, glyph: glyph, frame: CGRect(x: 0, y: top, width: box.size.width, height: box.size.height),
            color: .black)
        run.weight = font.weight
        run.scale = env.textAttributes.imageScale
        run.rendering = env.textAttributes.symbolRendering ?? .monochrome
        run.variableValue = env.textAttributes.symbolVariableValue
        run.capHeight = capHeight
        run.baseline = box.baseline
        style.symbol = run
        style.paint?.levels = env.textAttributes.foregroundLevels
        return (TextSpan.symbolCharacter, style)
    }
}

extension TextContent {
    /// The text as VoiceOver reads it: each inline symbol as its label, as a symbol alone is read.
    var spokenText: String {
        guard spans.contains(where: { $0.symbol != nil }) else { return text }
        let bytes = Array(text.utf8)
        return spans.map { span in
            span.symbol.map { PlacedAccessibility.symbolLabel($0.name) }
                ?? String(decoding: bytes[span.range], as: UTF8.self)
        }.joined()
    }
}

extension SymbolRun {
    /// The run at `factor` of its size (text shrunk by `minimumScaleFactor`).
    mutating func scale(by factor: CGFloat) {
        frame = CGRect(
            x: frame.minX * factor, y: frame.minY * factor, width: frame.width * factor, height: frame.height * factor)
        capHeight *= factor
        baseline = baseline.map { $0 * factor }
    }
}

extension Node {
    /// Whether this node is a symbol that text can hold: `symbol`, with a variable value at most.
    package var isInlineSymbol: Bool {
        switch self {
        case .symbol: true
        case .modified(let child, .symbolVariableValue): child.isInlineSymbol
        default: false
        }
    }
}
