import Foundation

/// What a placed node is, for tools that inspect a layout without drawing it (the lint). What it
/// paints is the display-list stage's (`PlacedNode+Painted.swift`).
extension PlacedNode {
    /// The shape this node clips its children to (`clipShape`), if any.
    package var clipShape: ShapeKind? {
        if case .clip(let shape) = reference.kind { return reference.resolved(shape) }
        return nil
    }

    /// For a `background` or `overlay` node: whether the decoration is drawn in front.
    package var decorationIsOverlay: Bool? {
        if case .decoration(_, let isOverlay) = reference.kind { return isOverlay }
        return nil
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
