import Foundation

/// Alignment guides and custom alignments (SwiftUI's `alignmentGuide` and `AlignmentID`;
/// Docs/SwiftUI/Alignment.md). A container lines its children up by one alignment per axis: each
/// child's guide for it is the child's own (`alignmentGuide`), passed up through modifiers that keep
/// the child where it is (padding adds its inset), else the alignment's default in the child's
/// dimensions. Without explicit guides or custom alignments every container keeps its plain
/// fraction arithmetic, so this costs nothing there.
extension LayoutTree.Kind {
    /// Whether the node reports its first child's explicit guides as its own.
    var passesGuidesUp: Bool {
        switch self {
        case .padding, .decoration, .mask, .priority, .fixedSize, .offset, .opacity, .blend, .colorEffect, .clip,
            .shadow, .rotation,
            .scale:
            true
        default: false
        }
    }
}

extension LayoutEngine {
    /// The alignment node `id` lines children up by on `axis`: its custom one, else the built-in.
    func alignmentKey(_ id: Int, _ alignment: Align, _ axis: Axis) -> AlignmentKey {
        let custom = tree.customAlignments[id]
        if axis == .horizontal { return custom?.horizontal ?? AlignmentKey(alignment.horizontal) }
        return custom?.vertical ?? AlignmentKey(alignment.vertical)
    }

    /// The alignment stack `id` lines its children up by across its axis.
    func stackKey(_ id: Int, _ alignment: LayoutTree.StackAlignment) -> AlignmentKey {
        switch alignment {
        case .horizontal(let h): tree.customAlignments[id]?.horizontal ?? AlignmentKey(h)
        case .vertical(let v): tree.customAlignments[id]?.vertical ?? AlignmentKey(v)
        }
    }

    /// Whether node `id` aligns by more than fractions of its children's sizes.
    func alignsByGuides(_ id: Int) -> Bool {
        tree[id].alignsByGuides
    }

    /// The dimensions node `id` has when it chose `size` for proposal `p`.
    func guideDimensions(_ id: Int, _ p: Proposal, _ size: CGSize) -> GuideDimensions {
        GuideDimensions(width: size.width, height: size.height) { [unowned self] in
            (self.baseline(id, p, first: true), self.baseline(id, p, first: false))
        }
    }

    /// Where `key`'s guide lies in node `id` (sized `size` for `p`), from its top-leading corner.
    func guide(_ id: Int, _ key: AlignmentKey, _ p: Proposal, _ size: CGSize) -> CGFloat {
        explicitGuide(id, key, p, size) ?? key.defaultValue(in: guideDimensions(id, p, size))
    }

    /// The guide node `id` or the child it passes guides up from sets for `key`, if any.
    private func explicitGuide(_ id: Int, _ key: AlignmentKey, _ p: Proposal, _ size: CGSize) -> CGFloat? {
        guard tree[id].hasGuides else { return nil }
        let entry = tree[id]
        if let own = tree.guides[id]?.last(where: { $0.key == key }) {
            return own.value(in: guideDimensions(id, p, size))
        }
        if case .stack(let axis, let alignment, let spacing) = entry.kind {
            return stackExplicitGuide(id, key, axis: axis, alignment: alignment, spacing: spacing, p, size)
        }
        guard entry.kind.passesGuidesUp, let child = entry.children.first else { return nil }
        switch entry.kind {
        case .padding(let insets):
            let inner = Proposal(
                width: p.width.map { max(0, $0 - insets.horizontal) },
                height: p.height.map { max(0, $0 - insets.vertical) })
            let value = explicitGuide(child, key, inner, self.size(child, inner))
            return value.map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
        case .fixedSize(let horizontal, let vertical):
            let fixed = fixedSizeProposal(horizontal, vertical, p)
            return explicitGuide(child, key, fixed, self.size(child, fixed))
        default:
            return explicitGuide(child, key, p, size)
        }
    }

    /// The cross-axis guides of a stack's children for their offers: one position per child.
    func stackGuides(_ id: Int, _ key: AlignmentKey, _ offers: [(proposal: Proposal, size: CGSize)]) -> [CGFloat] {
        zip(tree[id].children, offers).map { guide($0, key, $1.proposal, $1.size) }
    }

    /// Where `child` goes in `rect` so that its guides meet the container's at `anchor`
    /// (points from the rectangle's corner); nil anchors are the container's default guides.
    func placeByGuides(
        _ child: Int, in rect: CGRect, keys: (AlignmentKey, AlignmentKey), anchor: CGPoint? = nil,
        _ proposal: Proposal
    ) {
        let childSize = size(child, proposal)
        let container = GuideDimensions(width: rect.width, height: rect.height)
        let anchorX = anchor?.x ?? keys.0.defaultValue(in: container)
        let anchorY = anchor?.y ?? keys.1.defaultValue(in: container)
        place(
            child,
            at: CGPoint(
                x: rect.minX + anchorX - guide(child, keys.0, proposal, childSize),
                y: rect.minY + anchorY - guide(child, keys.1, proposal, childSize)), proposal)
    }

    /// `Layers` lined up by guides: the union of the top-priority children placed so their guides meet.
    func layersGuideExtent(_ id: Int, _ alignment: Align, _ p: Proposal) -> (size: CGSize, anchor: CGPoint) {
        let keys = (alignmentKey(id, alignment, .horizontal), alignmentKey(id, alignment, .vertical))
        let children = tree[id].children
        let top = children.map(priority).max() ?? 0
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for child in children where priority(child) == top {
            let s = size(child, p)
            let gx = guide(child, keys.0, p, s), gy = guide(child, keys.1, p, s)
            low = CGPoint(x: min(low.x, -gx), y: min(low.y, -gy))
            high = CGPoint(x: max(high.x, s.width - gx), y: max(high.y, s.height - gy))
        }
        guard low.x.isFinite else { return (.zero, .zero) }
        return (CGSize(width: high.x - low.x, height: high.y - low.y), CGPoint(x: -low.x, y: -low.y))
    }

    /// A stack's explicit guide: its first child's that sets one, moved by where the stack puts
    /// that child (along the axis after the children before it; across as the stack aligns it).
    private func stackExplicitGuide(
        _ id: Int, _ key: AlignmentKey, axis: Axis, alignment: LayoutTree.StackAlignment,
        spacing: CGFloat?, _ p: Proposal, _ own: CGSize
    ) -> CGFloat? {
        var placing = p
        placing[axis.other] = p[axis.other] ?? own[axis.other]
        let gaps = distances(id, axis: axis, spacing: spacing)
        let offers = distribute(id, axis: axis, gaps: gaps, placing)
        let children = tree[id].children
        let cross = stackGuides(id, stackKey(id, alignment), offers)
        let line = cross.max() ?? 0
        var position: CGFloat = 0
        for (i, child) in children.enumerated() {
            position += gaps[i]
            if tree[child].hasGuides, let value = explicitGuide(child, key, offers[i].proposal, offers[i].size) {
                return value + (key.axis == axis ? position : line - cross[i])
            }
            position += offers[i].size[axis]
        }
        return nil
    }
}
