import Foundation

/// Padding, fixedSize and aspectRatio: modifiers that change what their one child
/// is offered (Docs/LayoutSemantics.md §a.6).
extension LayoutEngine {
    /// The child is offered the proposal less the insets (never below 0; nil stays nil)
    /// and the padding is the child plus the insets.
    func paddingSize(_ id: Int, _ insets: Insets, _ p: Proposal) -> CGSize {
        let child = size(tree[id].children[0], paddingInnerProposal(insets, p))
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placePadding(_ id: Int, _ insets: Insets, origin: CGPoint, _ p: Proposal) {
        place(
            tree[id].children[0], at: CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top),
            paddingInnerProposal(insets, p))
    }

    private func paddingInnerProposal(_ insets: Insets, _ p: Proposal) -> Proposal {
        Proposal(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// `fixedSize` proposes nil, the ideal size, on the fixed axes.
    func fixedSizeProposal(_ horizontal: Bool, _ vertical: Bool, _ p: Proposal) -> Proposal {
        Proposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// `aspectRatio` proposes the largest (fit) or smallest (fill) size of its ratio
    /// within the proposal, ignoring nil axes; a fully unspecified proposal passes
    /// through. A nil ratio takes the child's ideal size as the ratio.
    func aspectRatioProposal(_ id: Int, _ ratio: CGFloat?, _ mode: ContentMode, _ p: Proposal) -> Proposal {
        if p.width == nil && p.height == nil { return p }
        var shape: CGSize
        if let ratio {
            shape = CGSize(width: ratio, height: 1)
        } else {
            shape = size(tree[id].children[0], .unspecified)
            if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        }
        guard shape.width > 0, shape.height > 0 else { return p }
        let scales = [p.width.map { $0 / shape.width }, p.height.map { $0 / shape.height }].compactMap { $0 }
        let scale = mode == .fit ? scales.min()! : scales.max()!
        return Proposal(width: shape.width * scale, height: shape.height * scale)
    }
}
