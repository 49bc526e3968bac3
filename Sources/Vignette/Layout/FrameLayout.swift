import Foundation

/// Fixed and flexible frames (Docs/LayoutSemantics.md §a.5).
extension LayoutEngine {
    /// A fixed frame takes its given dimensions; where one is nil it takes the child's
    /// size for a proposal that carries the given ones. With both given the child is
    /// not asked at all.
    func fixedFrameSize(_ id: Int, width: CGFloat?, height: CGFloat?, _ p: Proposal) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = size(tree[id].children[0], Proposal(width: width ?? p.width, height: height ?? p.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// A flexible frame clamps both what it proposes and what it reports.
    func flexFrameSize(_ id: Int, _ frame: FlexFrame, _ p: Proposal) -> CGSize {
        let h = FlexAxis(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        let v = FlexAxis(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        var result = CGSize(width: h.sizeWithoutChild(p.width) ?? .nan, height: v.sizeWithoutChild(p.height) ?? .nan)
        if result.width.isNaN || result.height.isNaN {
            let child = size(
                tree[id].children[0], Proposal(width: h.childProposal(p.width), height: v.childProposal(p.height)))
            if result.width.isNaN { result.width = h.size(p.width, child: child.width) }
            if result.height.isNaN { result.height = v.size(p.height, child: child.height) }
        }
        return result
    }

    /// The child is offered the frame's final size, except on an axis that was asked
    /// for its ideal size with no ideal given, where a size strictly between min and
    /// max came from the child and the child keeps its nil proposal (iOS 17+).
    func placeFlexFrame(_ id: Int, _ frame: FlexFrame, origin: CGPoint, size own: CGSize, _ p: Proposal) {
        let h = FlexAxis(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        let v = FlexAxis(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        let childProposal = Proposal(
            width: h.placementProposal(p.width, size: own.width),
            height: v.placementProposal(p.height, size: own.height))
        placeAligned(
            tree[id].children[0], in: CGRect(origin: origin, size: own), frame.alignment, childProposal, container: id)
    }
}

/// One axis of a flexible frame.
private struct FlexAxis {
    let min: CGFloat?
    let ideal: CGFloat?
    let max: CGFloat?

    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        // A max below the min is a mistake SwiftUI logs; the min wins.
        self.max = if let min, let max { Swift.max(min, max) } else { max }
    }

    func clamp(_ value: CGFloat) -> CGFloat {
        var v = value
        if let max { v = Swift.min(v, max) }
        if let min { v = Swift.max(v, min) }
        return v
    }

    /// The size when the child need not be asked: both bounds and a proposal, or an
    /// ideal answering a nil proposal.
    func sizeWithoutChild(_ p: CGFloat?) -> CGFloat? {
        if let p, min != nil, max != nil { return clamp(p) }
        if p == nil, let ideal { return ideal }
        return nil
    }

    /// What the child is offered while sizing: the proposal (or ideal) clamped.
    func childProposal(_ p: CGFloat?) -> CGFloat? { (p ?? ideal).map(clamp) }

    func size(_ p: CGFloat?, child: CGFloat) -> CGFloat {
        let offered = childProposal(p)
        switch (min, max) {
        case (let min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
        case (nil, let max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
        case (_?, _?): return clamp(child)
        case (nil, nil): return child
        }
    }

    func placementProposal(_ p: CGFloat?, size: CGFloat) -> CGFloat? {
        if p == nil, ideal == nil, min.map { size > $0 } ?? true, max.map { size < $0 } ?? true { return nil }
        return size
    }
}
