import Foundation
import Vignette

/// Judging a run against the widget's ground truth, minute by minute.
extension SimulationRun {
    /// One minute, judged.
    struct Judged {
        var shown: Shown?
        var shows: String
        var expected: String?
        /// The first text on screen that differs from the ideal entry's at this minute.
        var staleText: TextMismatch?
        var isWrong: Bool
        /// Whether the entry on screen is the right one (its description is expected) but one of
        /// its texts is not what a view built now would show: a plain string gone stale.
        var hasStaleTextOnly: Bool { staleText != nil && expected == shows }
        var isStale: Bool
        var isLocked: Bool
    }

    /// What is shown before any timeline exists.
    static var nothingShown: String { "nothing (no timeline yet)" }

    /// Each minute: the entry on screen against the widget's ground truth, by description and,
    /// when the widget gives ideal entries, by the texts on screen at that minute's clock.
    func judged<Provider>(by widget: TimelineWidget<Provider>) -> [Judged] where Provider.Entry == Entry {
        var screen = ScreenTexts(widget: widget, scenario: scenario)
        return minuteDates.map { date in
            let shown = shown(at: date)
            let shows = shown.map { widget.describe($0.entry) } ?? Self.nothingShown
            let expected = widget.expected?(date)
            let staleText = shown.flatMap { screen.mismatch(showing: $0.entry, reload: $0.reload, at: date) }
            let wrong = expected.map { $0 != shows } ?? false
            return Judged(
                shown: shown, shows: shows, expected: expected, staleText: staleText,
                isWrong: wrong || staleText != nil,
                isStale: shown?.isOverdue ?? true, isLocked: scenario.isLocked(at: date))
        }
    }

    /// The distinct content the user saw, in order: consecutive minutes that show the
    /// same description form one span.
    public func spans<Provider>(for widget: TimelineWidget<Provider>) -> [EntrySpan<Entry>]
    where Provider.Entry == Entry {
        Self.spans(judged(by: widget))
    }

    static func spans(_ minutes: [Judged]) -> [EntrySpan<Entry>] {
        var spans: [EntrySpan<Entry>] = []
        for (index, minute) in minutes.enumerated() {
            guard let shown = minute.shown else { continue }
            if let last = spans.last, last.minutes.upperBound == index, last.shows == minute.shows {
                spans[spans.count - 1].minutes = last.minutes.lowerBound..<(index + 1)
                spans[spans.count - 1].wrongMinutes += minute.isWrong ? 1 : 0
                spans[spans.count - 1].staleTextMinutes += minute.hasStaleTextOnly ? 1 : 0
                spans[spans.count - 1].score = [last.score, shown.score].compactMap { $0 }.max()
            } else {
                spans.append(
                    EntrySpan(
                        minutes: index..<(index + 1), entry: shown.entry, shows: minute.shows,
                        wrongMinutes: minute.isWrong ? 1 : 0, staleTextMinutes: minute.hasStaleTextOnly ? 1 : 0,
                        score: shown.score))
            }
        }
        return spans
    }
}
