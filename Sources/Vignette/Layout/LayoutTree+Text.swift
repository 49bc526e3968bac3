import Foundation

extension LayoutTree {
    /// The styled content of a `words`, `dateWords`, `timerWords` or `joinedWords` node in `env`: each
    /// piece is set in the environment its own modifiers make, dates against the render
    /// clock, symbols from `symbols` (`inlineSymbol`); in a pseudolocale, as it changes the text
    /// (`Pseudolocale.transform`).
    static func textContent(_ node: Node, _ env: WidgetEnvironment, symbols: SymbolCatalog = .standard) -> TextContent {
        let pieces = pieces(node, env, symbols)
        return TextContent(pieces: env.pseudolocale?.transform(pieces) ?? pieces)
    }

    private static func pieces(_ node: Node, _ env: WidgetEnvironment, _ symbols: SymbolCatalog) -> [(String, TextSpan)]
    {
        switch node {
        case .words(let text):
            return [(text, env.textSpanStyle())]
        case .dateWords(let date, let style):
            return [(DateText(style: style, date: date).string(in: env), env.textSpanStyle())]
        case .timerWords(let timer):
            return [(timer.string(in: env), env.textSpanStyle())]
        case .symbol(let name):
            return [inlineSymbol(name, env, symbols)]
        case .joinedWords(let parts):
            return parts.flatMap { pieces($0, env, symbols) }
        case .modified(let child, let modifier):
            var inner = env
            switch modifier {
            case .font(let font): inner.font = font
            case .foregroundStyle(let paint): inner.foreground = paint
            case .widgetAccentable(let accentable): inner.isAccentGroup = accentable
            default: _ = inner.applyText(modifier)  // other modifiers cannot reach a text piece
            }
            return pieces(child, inner, symbols)
        default:
            return []
        }
    }

    /// A symbol's em: the font size times `Symbol.emPerPoint` and the image scale.
    static func symbolEm(_ env: WidgetEnvironment) -> CGFloat {
        env.resolvedFont.size * Symbol.emPerPoint * env.textAttributes.imageScale.factor
    }
}
