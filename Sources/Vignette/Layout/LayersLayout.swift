import Foundation

/// `Layers` (SwiftUI's ZStack, Docs/LayoutSemantics.md §a.7).
extension LayoutEngine {
    /// Each child is offered the proposal; the layers take the largest width and
    /// height among the children of the highest layout priority only.
    func layersSize(_ id: Int, _ p: Proposal) -> CGSize {
        let children = tree[id].children
        guard !children.isEmpty else { return .zero }
        let top = children.map(priority).max()!
        var result = CGSize.zero
        for child in children where priority(child) == top {
            let s = size(child, p)
            result.width = max(result.width, s.width)
            result.height = max(result.height, s.height)
        }
        return result
    }

    /// Every child is offered the layers' own size and aligned inside it.
    func placeLayers(_ id: Int, _ alignment: Align, origin: CGPoint, size own: CGSize) {
        let rect = CGRect(origin: origin, size: own)
        if alignsByGuides(id) {
            // Guides meet at the anchor found when the layers were sized (AlignmentLayout.swift).
            let keys = (alignmentKey(id, alignment, .horizontal), alignmentKey(id, alignment, .vertical))
            let anchor = layersGuideExtent(id, alignment, Proposal(own)).anchor
            for child in tree[id].children { placeByGuides(child, in: rect, keys: keys, anchor: anchor, Proposal(own)) }
            return
        }
        for child in tree[id].children {
            placeAligned(child, in: rect, alignment, Proposal(own))
        }
    }
}
