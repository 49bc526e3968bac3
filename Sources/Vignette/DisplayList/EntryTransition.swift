import Foundation

/// What a widget shows while it changes from one timeline entry to the next, frame by frame
/// (`vignette timeline --animate`; Docs/Time.md §6).
///
/// Each frame paints the old entry, then the new one over it at the animation's progress: the
/// widget cross-fades, as iOS fades views and text by default. Lines of text marked
/// `contentTransition(.numericText())` roll instead: characters that differ (compared from the
/// end, where digits of a number line up) leave upwards and arrive from below, the others stay.
/// Lines marked `.identity` show the new text at once. A marked line is matched with the one
/// at the same place in the other entry: the n-th marked line of each, on the same baseline.
public struct EntryTransition: Sendable {
    /// The widget before and after the change, the same size.
    public let before: DisplayList, after: DisplayList

    /// The change from the entry drawn as `before` to the one drawn as `after`.
    public init(from before: DisplayList, to after: DisplayList) {
        self.before = before
        self.after = after
    }

    /// The spring iOS animates with: `spring(duration: 0.5, bounce: 0)`, critically damped.
    public static let springDuration = 0.5

    /// How far a critically damped spring of `duration` has moved at `seconds`:
    /// 1 − (1 + ωt)·e^(−ωt) with ω = 2π / duration (WWDC23 "Animate with springs").
    public static func springProgress(at seconds: Double, duration: Double = springDuration) -> Double {
        guard seconds > 0 else { return 0 }
        let omega = 2 * Double.pi / duration, x = omega * seconds
        return min(1, 1 - (1 + x) * exp(-x))
    }

    /// The widget `progress` (0: before, 1: after) through the change.
    public func frame(at progress: Double, textEngine: TextEngine) -> DisplayList {
        let p = min(max(progress, 0), 1)
        let pairs = Self.pairs(before.items, after.items)
        var index = 0
        let old = Self.mapRuns(before.items) { run in
            defer { index += 1 }
            return Self.outgoing(run, partner: pairs[index], progress: p, textEngine: textEngine)
        }
        index = 0
        let new = Self.mapRuns(after.items) { run in
            defer { index += 1 }
            let partner = pairs.firstIndex { $0?.after == run }.map { pairs[$0] } ?? nil
            return Self.incoming(run, partner: partner, progress: p, textEngine: textEngine)
        }
        return DisplayList(
            size: after.size,
            items: [
                .group(DisplayGroup(items: old)),
                .group(DisplayGroup(opacity: p, items: new)),
            ])
    }

    // MARK: Matching lines

    private typealias Pair = (before: TextRun, after: TextRun)

    /// For each marked line of `before` in painting order, its partner in `after`, if any.
    private static func pairs(_ before: [DisplayItem], _ after: [DisplayItem]) -> [Pair?] {
        let old = markedRuns(before), new = markedRuns(after)
        return old.indices.map { index in
            guard index < new.count, new[index].transition == old[index].transition,
                abs(new[index].origin.y - old[index].origin.y) < 1
            else { return nil }
            return (old[index], new[index])
        }
    }

    private static func markedRuns(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run) where run.transition != .opacity: [run]
            case .group(let group): markedRuns(group.items)
            default: []
            }
        }
    }

    /// `items` with each marked line replaced by what `transform` makes of it.
    private static func mapRuns(_ items: [DisplayItem], _ transform: (TextRun) -> [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            switch item {
            case .text(let run) where run.transition != .opacity: return transform(run)
            case .group(var group):
                group.items = mapRuns(group.items, transform)
                if let mask = group.mask { group.mask = mapRuns(mask, transform) }
                return [.group(group)]
            default: return [item]
            }
        }
    }

    // MARK: Rolling lines

    /// A marked line of the old entry: for `.identity`, already the new text; for a numeric
    /// roll, its changed characters moved out by the progress.
    private static func outgoing(
        _ run: TextRun, partner: Pair?, progress: Double, textEngine: TextEngine
    ) -> [DisplayItem] {
        guard let partner else { return [.text(run)] }
        switch run.transition {
        case .identity: return [.text(partner.after)]
        case .numericText, .numericTextCountingDown:
            let up = run.transition == .numericText
            return rolled(
                run, against: partner.after, by: (up ? -1 : 1) * progress * rollDistance(run),
                slide: progress, textEngine: textEngine)
        case .opacity: return [.text(run)]
        }
    }

    /// A marked line of the new entry: its changed characters still on their way in.
    private static func incoming(
        _ run: TextRun, partner: Pair?, progress: Double, textEngine: TextEngine
    ) -> [DisplayItem] {
        guard let partner, run.transition != .identity, run.transition != .opacity else { return [.text(run)] }
        let up = run.transition == .numericText
        return rolled(
            run, against: partner.before, by: (up ? 1 : -1) * (1 - progress) * rollDistance(run),
            slide: 1 - progress, textEngine: textEngine)
    }

    /// How far a changing character travels: half the font's size (our estimate; Apple gives no figure).
    private static func rollDistance(_ run: TextRun) -> CGFloat { run.font.size / 2 }

    /// `run` a character at a time: those that differ from `other`'s (compared from the end)
    /// moved down by `offset` points (up when negative); those that stay slid `slide` (0…1) of
    /// the way to where they stand in `other`, so a digit that narrows the number moves them.
    private static func rolled(
        _ run: TextRun, against other: TextRun, by offset: CGFloat, slide: Double,
        textEngine: TextEngine
    ) -> [DisplayItem] {
        guard run.spans.isEmpty, run.text != other.text else { return [.text(run)] }
        let mine = Array(run.text), theirs = Array(other.text)
        func x(_ line: TextRun, _ characters: [Character], _ index: Int) -> CGFloat {
            let prefix = String(characters[..<index])
            return line.origin.x + textEngine.width(of: prefix, font: line.font) + line.tracking * CGFloat(index)
        }
        return mine.indices.map { index in
            let theirIndex = theirs.count - mine.count + index
            let changed = theirIndex < 0 || theirs[theirIndex] != mine[index]
            let own = x(run, mine, index)
            var piece = run
            piece.text = String(mine[index])
            piece.origin =
                changed
                ? CGPoint(x: own, y: run.origin.y + offset)
                : CGPoint(x: own + (x(other, theirs, theirIndex) - own) * slide, y: run.origin.y)
            return .text(piece)
        }
    }
}
