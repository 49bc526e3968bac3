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

    /// The shape this node clips its children to (`clipShape`), if any.
    package var clipShape: ShapeKind? {
        if case .effect(_, let clip) = drawing { return clip }
        return nil
    }

    /// For a `background` or `overlay` node: whether the decoration is drawn in front.
    package var decorationIsOverlay: Bool? {
        if case .decoration(let isOverlay) = drawing { return isOverlay }
        return nil
    }

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
        case .none, .shadow, .effect, .decoration, .transform, .mask: .nothing
        }
    }
}

extension LayoutResult {
    /// The widget's own content inside the container that `WidgetContainer.wrap` builds
    /// (clip › layers › [background frame, content frame]): nil for another tree.
    package var widgetContent: PlacedNode? { containerLayers?.children[1] }

    /// The container background's subtree (the `widgetBackground` or the default fill).
    package var widgetBackground: PlacedNode? { containerLayers?.children[0] }

    private var containerLayers: PlacedNode? {
        let layers = root.kind == .clipShape ? root.children.first : root
        guard let layers, layers.kind == .layers, layers.children.count == 2 else { return nil }
        return layers
    }
}
