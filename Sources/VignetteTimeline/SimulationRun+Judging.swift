import Foundation
import Vignette

/// Judging a run against the widget's ground truth, minute by minute.
extension SimulationRun {
    /// One minute, judged.
    struct Judged {
        var shown: Shown?
        var shows: String
        var expected: String?
        var isWrong: Bool
        var isStale: Bool
        var isLocked: Bool
    }

    /// What is shown before any timeline exists.
    static var nothingShown: String { "nothing (no timeline yet)" }

    func judged<Provider>(by widget: TimelineWidget<Provider>) -> [Judged] where Provider.Entry == Entry {
        minuteDates.map { date in
            let shown = shown(at: date)
            let shows = shown.map { widget.describe($0.entry) } ?? Self.nothingShown
            let expected = widget.expected?(date)
            return Judged(shown: shown, shows: shows, expected: expected,
                          isWrong: expected.map { $0 != shows } ?? false,
                          isStale: shown?.isOverdue ?? true, isLocked: scenario.isLocked(at: date))
        }
    }

    /// The distinct content the user saw, in order: consecutive minutes that show the
    /// same description form one span.
    public func spans<Provider>(for widget: TimelineWidget<Provider>) -> [EntrySpan<Entry>] where Provider.Entry == Entry {
        Self.spans(judged(by: widget))
    }

    static func spans(_ minutes: [Judged]) -> [EntrySpan<Entry>] {
        var spans: [EntrySpan<Entry>] = []
        for (index, minute) in minutes.enumerated() {
            guard let shown = minute.shown else { continue }
            if let last = spans.last, last.minutes.upperBound == index, last.shows == minute.shows {
                spans[spans.count - 1].minutes = last.minutes.lowerBound..<(index + 1)
                spans[spans.count - 1].wrongMinutes += minute.isWrong ? 1 : 0
                spans[spans.count - 1].score = [last.score, shown.score].compactMap { $0 }.max()
            } else {
                spans.append(EntrySpan(minutes: index..<(index + 1), entry: shown.entry, shows: minute.shows,
                                       wrongMinutes: minute.isWrong ? 1 : 0, score: shown.score))
            }
        }
        return spans
    }
}
