import Foundation

/// `Column` and `Row` (SwiftUI's VStack and HStack), following layout-semantics.md
/// §a.3. "Major" is the stack's axis, "minor" the other one.
extension LayoutEngine {
    func stackSize(_ id: Int, axis: Axis, alignment: LayoutTree.StackAlignment, spacing: CGFloat?,
                   _ p: Proposal) -> CGSize {
        let children = tree[id].children
        guard !children.isEmpty else { return .zero }
        let gaps = distances(id, axis: axis, spacing: spacing)
        let offers = distribute(id, axis: axis, gaps: gaps, p)
        let sizes = offers.map(\.size)
        let major = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let minor: CGFloat
        if alignment.fraction != nil {
            // Aligned by a fraction of each child's extent, the union is the largest extent
            // (also when one is infinite, where guide arithmetic would give ∞ − ∞).
            minor = sizes.map { $0[axis.other] }.max()!
        } else {
            let guides = baselineGuides(children, offers, first: alignment == .vertical(.firstTextBaseline))
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for (i, s) in sizes.enumerated() {
                low = min(low, -guides[i])
                high = max(high, s[axis.other] - guides[i])
            }
            minor = high - low
        }
        return CGSize(major: major, minor: minor, axis: axis)
    }

    /// Children go in declaration order along the axis, each after its gap; across
    /// it, their alignment guides line up. A nil cross-axis proposal is replaced by
    /// the stack's own size first, so children are re-measured (`proposalWhenPlacing`).
    func placeStack(_ id: Int, axis: Axis, alignment: LayoutTree.StackAlignment, spacing: CGFloat?,
                    origin: CGPoint, size own: CGSize, _ p: Proposal) {
        let children = tree[id].children
        guard !children.isEmpty else { return }
        var placing = p
        placing[axis.other] = p[axis.other] ?? own[axis.other]
        let gaps = distances(id, axis: axis, spacing: spacing)
        let offers = distribute(id, axis: axis, gaps: gaps, placing)
        let sizes = offers.map(\.size)
        // Where each child's cross-axis edge goes, from the stack's edge.
        let crossOffsets: [CGFloat]
        if let fraction = alignment.fraction {
            crossOffsets = sizes.map { (own[axis.other] - $0[axis.other]) * fraction }
        } else {
            let guides = baselineGuides(children, offers, first: alignment == .vertical(.firstTextBaseline))
            let top = guides.max()!
            crossOffsets = guides.map { top - $0 }
        }
        var position = origin[axis]
        for (i, child) in children.enumerated() {
            position += gaps[i]
            var childOrigin = origin
            childOrigin[axis] = position
            childOrigin[axis.other] = origin[axis.other] + crossOffsets[i]
            place(child, at: childOrigin, offers[i].proposal)
            position += sizes[i][axis]
        }
    }

    /// The size each child chooses. With a concrete proposal along the axis, children
    /// are offered space in order of layout priority (high first), then flexibility
    /// (least flexible first), each getting an equal share of what is left after the
    /// lower-priority groups' minimums. Nothing is clamped: a stack whose children need
    /// more than the proposal overflows it.
    func distribute(_ id: Int, axis: Axis, gaps: [CGFloat], _ p: Proposal) -> [(proposal: Proposal, size: CGSize)] {
        let children = tree[id].children
        let minor = p[axis.other]
        guard let offered = p[axis] else {
            let proposal = Proposal(major: nil, minor: minor, axis: axis)
            return children.map { (proposal, size($0, proposal)) }
        }
        struct Candidate { let index: Int; let priority: Double; let min: CGFloat; let flexibility: CGFloat }
        let candidates = children.enumerated().map { index, child in
            let least = size(child, Proposal(major: 0, minor: minor, axis: axis))[axis]
            let most = size(child, Proposal(major: .infinity, minor: minor, axis: axis))[axis]
            return Candidate(index: index, priority: priority(child), min: least, flexibility: most - least)
        }
        let order = candidates.stableSorted { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            // Two infinitely flexible children: the one with the larger minimum goes first.
            if a.flexibility == .infinity { return a.min > b.min }
            return false
        }
        var offers = Array(repeating: (proposal: Proposal.unspecified, size: CGSize.zero), count: children.count)
        let topPriority = order[0].priority
        var available = offered - gaps.reduce(0, +)
            - order.filter { $0.priority != topPriority }.reduce(0) { $0 + $1.min }
        var start = 0
        while start < order.count {
            let groupPriority = order[start].priority
            let end = order[start...].firstIndex { $0.priority != groupPriority } ?? order.count
            if start > 0 { available += order[start..<end].reduce(0) { $0 + $1.min } }
            for (k, candidate) in order[start..<end].enumerated() {
                let share = max(available / CGFloat(end - start - k), 0)
                let proposal = Proposal(major: share, minor: minor, axis: axis)
                let chosen = size(children[candidate.index], proposal)
                offers[candidate.index] = (proposal, chosen)
                available -= chosen[axis]
            }
            start = end
        }
        return offers
    }

    /// Each child's text baseline, measured from its top; its bottom when it has no text.
    private func baselineGuides(_ children: [Int], _ offers: [(proposal: Proposal, size: CGSize)], first: Bool) -> [CGFloat] {
        children.indices.map { i in
            baseline(children[i], offers[i].proposal, first: first) ?? offers[i].size.height
        }
    }
}

extension LayoutTree.StackAlignment {
    /// Where a child sits in the leftover cross-axis space (0 leading/top … 1 trailing/bottom),
    /// or nil for the text baselines, which align by guide instead.
    var fraction: CGFloat? {
        switch self {
        case .horizontal(let h): h.fraction
        case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): nil
        case .vertical(let v): v.fraction
        }
    }
}

extension Array {
    /// A stable sort: elements that compare equal keep their order.
    func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { a, b in
            if areInIncreasingOrder(a.element, b.element) { return true }
            if areInIncreasingOrder(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }
}
