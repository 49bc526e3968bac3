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
        var out: [DisplayItem] = []
        append(node, node.drawing, to: &out)
        return out
    }

    /// The items of `node` painting `drawing` (its own, or a leaf drawing inside it).
    private static func items(_ node: PlacedNode, _ drawing: PlacedNode.Drawing) -> [DisplayItem] {
        var out: [DisplayItem] = []
        append(node, drawing, to: &out)
        return out
    }

    /// The items of `node`'s children, back to front.
    private static func childItems(_ node: PlacedNode) -> [DisplayItem] {
        var out: [DisplayItem] = []
        appendChildren(of: node, to: &out)
        return out
    }

    /// Appends the items of `node`'s children, each read in place (a placed node is large to copy).
    private static func appendChildren(of node: PlacedNode, to out: inout [DisplayItem]) {
        node.children.withUnsafeBufferPointer { children in
            for child in children.indices { append(children[child], children[child].drawing, to: &out) }
        }
    }

    /// Appends the items of `node` painting `drawing` to `out`: one list grows through the tree,
    /// rather than each node returning a list its parent copies.
    private static func append(_ node: PlacedNode, _ drawing: PlacedNode.Drawing, to out: inout [DisplayItem]) {
        switch drawing {
        case .none:
            appendChildren(of: node, to: &out)
        case .shape(let kind, let paint):
            if paint.isVisible { out.append(.fill(Path(kind, in: node.frame), placed(paint, node))) }
        case .stroke(let kind, let style, let paint):
            if paint.isVisible, style.lineWidth > 0 {
                out.append(.stroke(Path(kind, in: node.frame), style, placed(paint, node)))
            }
        case .masked(let inner, let paint):
            let covered = items(node, inner)
            if paint.isVisible, !covered.isEmpty {
                out.append(.group(DisplayGroup(fill: placed(paint, node), items: covered)))
            }
        case .recolored(let inner, let filter):
            let covered = items(node, inner)
            if !covered.isEmpty { out.append(.group(DisplayGroup(filter: filter, items: covered))) }
        case .mirrored(let inner):
            for item in items(node, inner) { out.append(item.mirrored(aboutX: node.frame.midX)) }
        case .shadow(let shadow):
            let inner = childItems(node)
            if !inner.isEmpty {
                out.append(.group(DisplayGroup(shadow: shadow.color.alpha > 0 ? shadow : nil, items: inner)))
            }
        case .text(let runs):
            for run in runs {
                var placed = run
                placed.origin = CGPoint(x: node.frame.minX + run.origin.x, y: node.frame.minY + run.origin.y)
                out.append(.text(placed))
            }
        case .symbol(let run):
            out += placed(run, in: node.frame)
        case .image(let image):
            out += placed(image, in: node.frame)
        case .placeholder(let bars, let radius, let color):
            out += placeholders(bars, cornerRadius: radius, color, in: node.frame)
        case .effect(let opacity, let clip):
            let inner = childItems(node)
            if !inner.isEmpty, opacity > 0 {
                out.append(
                    .group(DisplayGroup(opacity: opacity, clip: clip.map { Path($0, in: node.frame) }, items: inner)))
            }
        case .blend(let mode):
            let inner = childItems(node)
            guard !inner.isEmpty else { return }
            var group = DisplayGroup(items: inner)
            group.blendMode = mode
            out.append(.group(group))
        case .filtered(let filters):
            // Each filter a group around the last, the first innermost.
            let inner = childItems(node)
            guard !inner.isEmpty else { return }
            out += filters.reduce(inner) { items, filter in [.group(DisplayGroup(filter: filter, items: items))] }
        case .transform(let local):
            let inner = childItems(node)
            if !inner.isEmpty {
                out.append(
                    .group(
                        DisplayGroup(
                            transform: local.translated(dx: node.frame.minX, dy: node.frame.minY), items: inner)))
            }
        case .mask:
            let content = items(node.children[0]), cover = items(node.children[1])
            if !content.isEmpty, !cover.isEmpty { out.append(.group(DisplayGroup(mask: cover, items: content))) }
        case .decoration(let isOverlay):
            // The decoration in front of the view (an overlay) or behind it (a background).
            let (back, front) = isOverlay ? (0, 1) : (1, 0)
            append(node.children[back], node.children[back].drawing, to: &out)
            append(node.children[front], node.children[front].drawing, to: &out)
        }
    }
}
