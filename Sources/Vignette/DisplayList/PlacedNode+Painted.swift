import Foundation

/// What a placed node paints, for tools that inspect a layout without drawing it
/// (the lint). `drawing` itself stays internal: this is a read-only summary.
extension PlacedNode {
    /// A summary of what one node paints itself (not its children).
    package enum Painted: Hashable, Sendable {
        case nothing
        case text
        /// A filled or stroked shape; `stroked` for an outline.
        case shape(ShapeKind, stroked: Bool)
        case symbol(name: String)
        case image(path: String)
        /// Redacted placeholder bars or boxes.
        case placeholder
    }

    /// What this node paints itself; invisible paints count as nothing.
    package var painted: Painted { Self.summary(of: drawing) }

    private static func summary(of drawing: Drawing) -> Painted {
        switch drawing {
        case .shape(let kind, let paint): paint.isVisible ? .shape(kind, stroked: false) : .nothing
        case .stroke(let kind, let style, let paint):
            paint.isVisible && style.lineWidth > 0 ? .shape(kind, stroked: true) : .nothing
        case .masked(let inner, _): summary(of: inner)
        case .recolored(let inner, _), .mirrored(let inner): summary(of: inner)
        case .text: .text
        case .symbol(let run): .symbol(name: run.name)
        case .image(let item): .image(path: item.path)
        case .placeholder: .placeholder
        case .none, .shadow, .effect, .blend, .filtered, .decoration, .transform, .mask: .nothing
        }
    }
}
