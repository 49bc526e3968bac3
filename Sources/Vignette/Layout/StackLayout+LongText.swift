import Foundation

/// A column asks each child its height for an unlimited height, only to order the children by
/// flexibility (`distribute`). For a long text that height means breaking all of it (a
/// 100k-character run is thousands of lines), while the order usually follows from its first
/// lines: once the text is known to be taller than every other child is flexible, it comes
/// after them whatever its full height. So a long text's flexibility is settled from as many
/// lines as that takes, and measured whole only when the order depends on it; the order, and
/// so every size, is the same as with the full height.
extension LayoutEngine {
    /// Whether `child` is a long text whose unlimited height can be settled later: not asked
    /// yet, with no line limit (which bounds it cheaply anyway) and no shrinking (which sees
    /// every height).
    func tallTextCanWait(_ child: Int, width: CGFloat?) -> Bool {
        guard case .text(let content) = tree[child].kind, TextSetter.isLong(content) else { return false }
        let environment = tree[child].environment
        guard environment.lineLimit == nil, environment.textAttributes.minimumScaleFactor >= 1 else { return false }
        return knownSize(child, Proposal(width: width, height: .infinity)) == nil
    }

    /// The flexibility `candidate` (a long text, `tallTextCanWait`) sorts with: its own, or a
    /// stand-in that sorts the same. The children it is compared with are those of its
    /// priority; an infinitely flexible one always comes after it, so only the finite ones count.
    func settledFlexibility(
        of candidate: Candidate, child: Int, width: CGFloat?, among candidates: UnsafeMutableBufferPointer<Candidate>,
        deferred: [Int]
    ) -> CGFloat {
        let exact = { self.size(child, Proposal(width: width, height: .infinity)).height - candidate.min }
        var largest = -CGFloat.infinity
        for other in candidates where other.index != candidate.index && other.priority == candidate.priority {
            // Two long texts of one priority are compared with each other: both measured whole.
            if deferred.contains(other.index) { return exact() }
            if other.flexibility.isFinite { largest = max(largest, other.flexibility) }
        }
        // Nothing finite to compare with: any finite figure sorts the same.
        guard largest.isFinite else { return 0 }
        // Taller than that: it sorts after each of them, as its full height would.
        if textIsTaller(child, width: width, where: { $0 - candidate.min > largest }) { return largest.nextUp }
        return exact()
    }

    /// Whether text node `id`, set at `width` with unlimited height, has a height for which
    /// `exceeds` holds (`exceeds` must hold for every height above one for which it holds),
    /// breaking only as many lines as the least such height takes.
    func textIsTaller(_ id: Int, width: CGFloat?, where exceeds: (CGFloat) -> Bool) -> Bool {
        guard case .text(let content) = tree[id].kind else { return false }
        let setter = TextSetter(engine: textEngine, environment: tree[id].environmentBox)
        let metrics = LineMetrics(font: content.largestFont)
        let scale = setter.environment.displayScale
        // The text's height with `lines` lines, as `TextSetter.set` works it out.
        func height(_ lines: Int) -> CGFloat { metrics.height(ofLines: lines).roundedUp(toScale: scale) }
        var lines = 1
        while !exceeds(height(lines)) {
            // Doubling, then halving back: a few steps to the least number of lines that does.
            guard lines < 1 << 40 else { return false }
            lines *= 2
        }
        var low = lines / 2, high = lines  // exceeds(height(high)); not at low (or low is 0)
        while high - low > 1 {
            let mid = (low + high) / 2
            if exceeds(height(mid)) { high = mid } else { low = mid }
        }
        let wrap = setter.query(content, Proposal(width: width, height: nil)).width
        return textEngine.lines(of: content, width: wrap, upTo: high).count >= high
    }
}
