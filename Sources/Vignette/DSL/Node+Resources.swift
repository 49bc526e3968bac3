import Foundation

/// Something a tree names outside itself, which a `ResourceResolver` finds before layout.
enum NamedResource {
    case symbol(String)
    case picture(PictureSpec)
}

extension Node {
    /// Calls `visit` for every symbol and picture in the tree, depth first, and checks that
    /// joined words join only text.
    ///
    /// - Throws: what `visit` throws, or `VignetteError.invalidValue` for a joined piece
    ///   that is not text.
    func forEachResource(_ visit: (NamedResource) throws -> Void) throws {
        switch self {
        case .symbol(let name):
            try visit(.symbol(name))
        case .picture(let spec):
            try visit(.picture(spec))
        case .joinedWords(let pieces):
            for piece in pieces where !piece.isTextPiece {
                throw VignetteError.invalidValue(
                    name: "piece of joined words", value: String(describing: piece).prefix(80).description,
                    expected: "words, a date, a symbol or joined words with text modifiers only (font, fontWeight, "
                        + "italic, monospacedDigit, tracking, foregroundStyle, widgetAccentable, symbolVariableValue)")
            }
            // Symbols set inline are checked as any other.
            for piece in pieces { try piece.forEachResource(visit) }
        case .group(let children), .column(_, _, let children), .row(_, _, let children),
            .layers(_, let children), .firstThatFits(_, let children), .grid(_, _, _, let children),
            .gridRow(_, let children):
            for child in children { try child.forEachResource(visit) }
        case .modified(let child, let modifier):
            try child.forEachResource(visit)
            switch modifier {
            case .background(let node, _), .overlay(let node, _), .mask(let node, _), .widgetBackground(let node):
                try node.forEachResource(visit)
            default:
                break
            }
        default:
            break
        }
    }

    /// The tree with `transform` applied to every picture; nodes without pictures are kept.
    func mapPictures(_ transform: (PictureSpec) -> PictureSpec) -> Node {
        switch self {
        case .picture(let spec):
            return .picture(transform(spec))
        case .group(let children):
            return .group(children.map { $0.mapPictures(transform) })
        case .column(let alignment, let spacing, let children):
            return .column(alignment, spacing: spacing, children.map { $0.mapPictures(transform) })
        case .row(let alignment, let spacing, let children):
            return .row(alignment, spacing: spacing, children.map { $0.mapPictures(transform) })
        case .layers(let alignment, let children):
            return .layers(alignment, children.map { $0.mapPictures(transform) })
        case .firstThatFits(let axes, let children):
            return .firstThatFits(axes, children.map { $0.mapPictures(transform) })
        case .grid(let a, let h, let v, let children):
            return .grid(a, horizontalSpacing: h, verticalSpacing: v, children.map { $0.mapPictures(transform) })
        case .gridRow(let a, let children):
            return .gridRow(a, children.map { $0.mapPictures(transform) })
        case .modified(let child, let modifier):
            let inner = child.mapPictures(transform)
            switch modifier {
            case .background(let node, let alignment):
                return .modified(inner, .background(node.mapPictures(transform), alignment: alignment))
            case .overlay(let node, let alignment):
                return .modified(inner, .overlay(node.mapPictures(transform), alignment: alignment))
            case .mask(let node, let alignment):
                return .modified(inner, .mask(node.mapPictures(transform), alignment: alignment))
            case .widgetBackground(let node):
                return .modified(inner, .widgetBackground(node.mapPictures(transform)))
            default:
                return .modified(inner, modifier)
            }
        default:
            return self
        }
    }
}
