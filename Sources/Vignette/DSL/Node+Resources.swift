import Foundation

extension Node {
    /// Checks what the tree refers to outside itself: every symbol name is in the
    /// symbol table, every picture file can be read, and joined words join only text. Rendering calls this first, so
    /// a mistake is reported rather than drawn as nothing.
    ///
    /// - Throws: `VignetteError.unknownName(kind: "symbol", …)`, `.unreadableFile` naming
    ///   the picture's path, or `.invalidValue` for a joined piece that is not text, for the
    ///   first problem found (depth first).
    public func checkResources(symbols: SymbolCatalog = .standard) throws {
        switch self {
        case .symbol(let name):
            _ = try symbols.requireGlyph(named: name)
        case .picture(let spec):
            _ = try PictureInfo(path: spec.path)
        case .joinedWords(let pieces):
            for piece in pieces where !piece.isTextPiece {
                throw VignetteError.invalidValue(
                    name: "piece of joined words", value: String(describing: piece).prefix(80).description,
                    expected: "words, a date or joined words with text modifiers only (font, fontWeight, italic, "
                        + "monospacedDigit, tracking, foregroundStyle, widgetAccentable)")
            }
        case .group(let children), .column(_, _, let children), .row(_, _, let children),
             .layers(_, let children):
            for child in children { try child.checkResources(symbols: symbols) }
        case .modified(let child, let modifier):
            try child.checkResources(symbols: symbols)
            switch modifier {
            case .background(let node, _), .overlay(let node, _), .widgetBackground(let node):
                try node.checkResources(symbols: symbols)
            default:
                break
            }
        default:
            break
        }
    }
}
