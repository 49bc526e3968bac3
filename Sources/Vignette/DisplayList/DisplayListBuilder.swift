import Foundation

/// Turns a laid-out tree into painting commands, back to front: the one stage after layout that
/// resolves what each node paints (`PlacedNode.drawing`) and makes display items of it.
public enum DisplayListBuilder {
    /// The display list of `layout` on a canvas of `size` points.
    public static func build(_ layout: LayoutResult, canvas size: CGSize) -> DisplayList {
        DisplayList(size: size, items: items(layout.root))
    }

    /// A paint resolved relative to the node's frame, moved onto it.
    private static func placed(_ paint: ResolvedPaint, _ node: PlacedNode) -> ResolvedPaint {
        paint.translated(dx: node.frame.minX, dy: node.frame.minY)
    }

    private static func items(_ node: PlacedNode) -> [DisplayItem] {
        items(node, node.drawing)
    }

    /// The items of `node` painting `drawing` (its own, or a leaf drawing inside it).
    private static func items(_ node: PlacedNode, _ drawing: PlacedNode.Drawing) -> [DisplayItem] {
        switch drawing {
        case .none:
            return node.children.flatMap(items)
        case .shape(let kind, let paint):
            return paint.isVisible ? [.fill(Path(kind, in: node.frame), placed(paint, node))] : []
        case .stroke(let kind, let style, let paint):
            guard paint.isVisible, style.lineWidth > 0 else { return [] }
            return [.stroke(Path(kind, in: node.frame), style, placed(paint, node))]
        case .masked(let inner, let paint):
            let covered = items(node, inner)
            guard paint.isVisible, !covered.isEmpty else { return [] }
            return [.group(DisplayGroup(fill: placed(paint, node), items: covered))]
        case .recolored(let inner, let filter):
            let covered = items(node, inner)
            return covered.isEmpty ? [] : [.group(DisplayGroup(filter: filter, items: covered))]
        case .mirrored(let inner):
            return items(node, inner).map { $0.mirrored(aboutX: node.frame.midX) }
        case .shadow(let shadow):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty else { return [] }
            return [.group(DisplayGroup(shadow: shadow.color.alpha > 0 ? shadow : nil, items: inner))]
        case .text(let runs):
            return runs.map { run in
                var placed = run
                placed.origin = CGPoint(x: node.frame.minX + run.origin.x, y: node.frame.minY + run.origin.y)
                return .text(placed)
            }
        case .symbol(let run):
            return placed(run, in: node.frame)
        case .image(let image):
            return placed(image, in: node.frame)
        case .placeholder(let bars, let radius, let color):
            return placeholders(bars, cornerRadius: radius, color, in: node.frame)
        case .effect(let opacity, let clip):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty, opacity > 0 else { return [] }
            return [.group(DisplayGroup(opacity: opacity, clip: clip.map { Path($0, in: node.frame) }, items: inner))]
        case .blend(let mode):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty else { return [] }
            var group = DisplayGroup(items: inner)
            group.blendMode = mode
            return [.group(group)]
        case .filtered(let filters):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty else { return [] }
            return filters.reduce(inner) { items, filter in [.group(DisplayGroup(filter: filter, items: items))] }
        case .transform(let local):
            let inner = node.children.flatMap(items)
            guard !inner.isEmpty else { return [] }
            return [
                .group(
                    DisplayGroup(transform: local.translated(dx: node.frame.minX, dy: node.frame.minY), items: inner))
            ]
        case .mask:
            let content = items(node.children[0]), cover = items(node.children[1])
            guard !content.isEmpty, !cover.isEmpty else { return [] }
            return [.group(DisplayGroup(mask: cover, items: content))]
        case .decoration(let isOverlay):
            let view = items(node.children[0]), decoration = items(node.children[1])
            return isOverlay ? view + decoration : decoration + view
        }
    }
}
