import Foundation

/// Turns a laid-out tree into painting commands, back to front.
public enum DisplayListBuilder {
    /// The display list of `layout` on a canvas of `size` points.
    public static func build(_ layout: LayoutResult, canvas size: CGSize) -> DisplayList {
        DisplayList(size: size, items: items(layout.root))
    }

    private static func items(_ node: PlacedNode) -> [DisplayItem] {
        switch node.drawing {
        case .none:
            return node.children.flatMap(items)
        case .shape(let kind, let color):
            return color.alpha > 0 ? [.fill(Path(kind, in: node.frame), color)] : []
        case .text(let runs):
            return runs.map { run in
                var placed = run
                placed.origin = CGPoint(x: node.frame.minX + run.origin.x, y: node.frame.minY + run.origin.y)
                return .text(placed)
            }
        case .effect(let opacity, let clip):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty, opacity > 0 else { return [] }
            return [.group(DisplayGroup(opacity: opacity, clip: clip.map { Path($0, in: node.frame) }, items: inner))]
        case .decoration(let isOverlay):
            let view = items(node.children[0]), decoration = items(node.children[1])
            return isOverlay ? view + decoration : decoration + view
        }
    }
}
