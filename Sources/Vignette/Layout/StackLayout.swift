import Foundation

/// `Column` and `Row` (SwiftUI's VStack and HStack), following Docs/LayoutSemantics.md
/// §a.3. "Major" is the stack's axis, "minor" the other one.
extension LayoutEngine {
    func stackSize(
        _ id: Int, axis: Axis, alignment: LayoutTree.StackAlignment, spacing: CGFloat?,
        _ p: Proposal
    ) -> CGSize {
        let children = tree[id].children
        guard !children.isEmpty else { return .zero }
        let gaps = distances(id, axis: axis, spacing: spacing)
        let offers = distribute(id, axis: axis, gaps: gaps, p)
        let major = offers.reduce(0) { $0 + $1.size[axis] } + gaps.reduce(0, +)
        let minor: CGFloat
        if alignsByGuides(id) {
            let guides = stackGuides(id, stackKey(id, alignment), offers)
            minor =
                zip(offers, guides).reduce(-CGFloat.infinity) { max($0, $1.0.size[axis.other] - $1.1) }
                + (guides.max() ?? 0)
        } else if alignment.fraction != nil {
            // Aligned by a fraction of each child's extent, the union is the largest extent
            // (also when one is infinite, where guide arithmetic would give ∞ − ∞).
            minor = offers.reduce(-CGFloat.infinity) { Swift.max($0, $1.size[axis.other]) }
        } else {
            let guides = baselineGuides(children, offers, first: alignment == .vertical(.firstTextBaseline))
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for (i, offer) in offers.enumerated() {
                low = min(low, -guides[i])
                high = max(high, offer.size[axis.other] - guides[i])
            }
            minor = high - low
        }
        return CGSize(major: major, minor: minor, axis: axis)
    }

    /// Children go in declaration order along the axis, each after its gap; across
    /// it, their alignment guides line up. A nil cross-axis proposal is replaced by
    /// the stack's own size first, so children are re-measured (`proposalWhenPlacing`).
    func placeStack(
        _ id: Int, axis: Axis, alignment: LayoutTree.StackAlignment, spacing: CGFloat?,
        origin: CGPoint, size own: CGSize, _ p: Proposal
    ) {
        let children = tree[id].children
        guard !children.isEmpty else { return }
        var placing = p
        placing[axis.other] = p[axis.other] ?? own[axis.other]
        let gaps = distances(id, axis: axis, spacing: spacing)
        let offers = distribute(id, axis: axis, gaps: gaps, placing)
        // Baseline guides, when the stack aligns by them; otherwise a fraction of the leftover.
        let guides =
            alignsByGuides(id)
            ? stackGuides(id, stackKey(id, alignment), offers)
            : alignment.fraction == nil
                ? baselineGuides(children, offers, first: alignment == .vertical(.firstTextBaseline)) : []
        let topGuide = guides.max() ?? 0
        var position = origin[axis]
        for (i, child) in children.enumerated() {
            position += gaps[i]
            // Where the child's cross-axis edge goes, from the stack's edge.
            let crossOffset =
                if let fraction = alignment.fraction, guides.isEmpty {
                    (own[axis.other] - offers[i].size[axis.other]) * fraction
                } else {
                    topGuide - guides[i]
                }
            var childOrigin = origin
            childOrigin[axis] = position
            childOrigin[axis.other] = origin[axis.other] + crossOffset
            place(child, at: childOrigin, offers[i].proposal)
            position += offers[i].size[axis]
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
        // On the stack, not the heap: this runs for every stack and proposal.
        return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: children.count) { buffer in
            var candidates = buffer
            var mixedPriorities = false
            var deferred: [Int] = []
            for (index, child) in children.enumerated() {
                let least = size(child, Proposal(major: 0, minor: minor, axis: axis))[axis]
                let flexibility: CGFloat
                if axis == .vertical, tallTextCanWait(child, width: minor) {
                    deferred.append(index)
                    flexibility = 0  // settled below
                } else {
                    flexibility = size(child, Proposal(major: .infinity, minor: minor, axis: axis))[axis] - least
                }
                let candidate = Candidate(index: index, priority: priority(child), min: least, flexibility: flexibility)
                mixedPriorities = mixedPriorities || index > 0 && candidate.priority != candidates[0].priority
                candidates.initializeElement(at: index, to: candidate)
            }
            for index in deferred {
                let candidate = candidates[index]
                let flexibility = settledFlexibility(
                    of: candidate, child: children[index], width: minor, among: candidates,
                    deferred: deferred)
                candidates[index] = Candidate(
                    index: index, priority: candidate.priority, min: candidate.min, flexibility: flexibility)
            }
            // Sorted in place; the index breaks ties, so the order is stable.
            candidates.sort(by: Candidate.offeredBefore)
            var offers = Array(repeating: (proposal: Proposal.unspecified, size: CGSize.zero), count: children.count)
            var reserved: CGFloat = 0
            if mixedPriorities {
                let top = candidates[0].priority
                for candidate in candidates where candidate.priority != top { reserved += candidate.min }
            }
            var available = offered - gaps.reduce(0, +) - reserved
            var start = 0
            while start < candidates.count {
                let groupPriority = candidates[start].priority
                var end = start + 1
                while end < candidates.count, candidates[end].priority == groupPriority { end += 1 }
                if start > 0 { available += candidates[start..<end].reduce(0) { $0 + $1.min } }
                for k in start..<end {
                    let share = max(available / CGFloat(end - k), 0)
                    let proposal = Proposal(major: share, minor: minor, axis: axis)
                    let chosen = size(children[candidates[k].index], proposal)
                    offers[candidates[k].index] = (proposal, chosen)
                    available -= chosen[axis]
                }
                start = end
            }
            return offers
        }
    }

    /// Each child's text baseline, measured from its top; its bottom when it has no text.
    private func baselineGuides(
        _ children: [Int], _ offers: [(proposal: Proposal, size: CGSize)], first: Bool
    ) -> [CGFloat] {
        children.indices.map { i in
            baseline(children[i], offers[i].proposal, first: first) ?? offers[i].size.height
        }
    }
}

/// A stack child's claim on space: its layout priority, minimum and flexibility along the axis.
struct Candidate {
    let index: Int
    let priority: Double
    let min: CGFloat
    let flexibility: CGFloat

    /// Higher priority first, then less flexible; two infinitely flexible children: the
    /// larger minimum first; otherwise declaration order.
    static func offeredBefore(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility == .infinity, a.min != b.min { return a.min > b.min }
        return a.index < b.index
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
