import Foundation
import Vignette

/// Turning a run into the JSON event log.
extension SimulationRun {
    /// The run as the JSON event log, judged against `widget`'s descriptions and ground truth.
    public func report<Provider>(for widget: TimelineWidget<Provider>) -> SimulationReport
    where Provider.Entry == Entry {
        let clock = ReportClock(scenario: scenario)
        let judged = judged(by: widget)
        let minutes = judged.enumerated().map { index, minute in
            SimulationReport.Minute(
                minute: index, time: clock.minute(clock.date(ofMinute: index)), shows: minute.shows,
                expected: minute.expected, score: minute.shown?.score, wrong: minute.isWrong,
                text: minute.staleText.map { .init(shown: $0.shown, expected: $0.expected) },
                stale: minute.isStale, locked: minute.isLocked, reload: minute.shown?.reload ?? -1)
        }
        let reloads = self.reloads.map { reload in
            SimulationReport.Reload(
                minute: clock.offset(reload.date), time: clock.second(reload.date), reason: reload.reason,
                requested: clock.second(reload.requested), waitedForBudget: reload.waitedForBudget,
                storeReadable: reload.storeReadable, entries: reload.timeline.entries.count,
                policy: Self.describe(reload.timeline.policy, clock: clock),
                shows: reload.timeline.entry(at: reload.date).map { widget.describe($0) } ?? Self.nothingShown)
        }
        let spans = Self.spans(judged).map { span in
            SimulationReport.Span(
                fromMinute: span.minutes.lowerBound, toMinute: span.minutes.upperBound,
                from: clock.minute(clock.date(ofMinute: span.minutes.lowerBound)),
                to: clock.minute(clock.date(ofMinute: span.minutes.upperBound)), shows: span.shows,
                entryDate: clock.second(span.entry.date), wrongMinutes: span.wrongMinutes,
                staleTextMinutes: span.staleTextMinutes, score: span.score)
        }
        let wrong = periods(judged.map(\.isWrong), clock: clock) { range in
            let first = judged[range.lowerBound]
            if first.hasStaleTextOnly, let text = first.staleText {
                return "shows text '\(text.shown)', expected '\(text.expected)'"
            }
            return "shows '\(first.shows)', expected '\(first.expected ?? "")'"
        }
        let budgeted = self.reloads.filter(\.reason.isBudgeted).count
        let summary = SimulationReport.Summary(
            minutes: judged.count, reloads: self.reloads.count, budgetedReloads: budgeted,
            freeReloads: self.reloads.count - budgeted, budgetUsed: budgetUsed,
            reloadsWaitingForBudget: self.reloads.filter(\.waitedForBudget).count,
            wrongMinutes: widget.expected == nil ? nil : judged.filter(\.isWrong).count,
            staleTextMinutes: widget.ideal == nil ? nil : judged.filter(\.hasStaleTextOnly).count,
            staleMinutes: judged.filter(\.isStale).count, lockedMinutes: judged.filter(\.isLocked).count,
            distinctEntries: spans.count)
        let settings = SimulationReport.Settings(
            family: scenario.family.rawValue, dailyBudget: scenario.dailyBudget,
            minimumReloadIntervalSeconds: scenario.minimumReloadInterval,
            honourDelaySeconds: [scenario.honourDelay.lowerBound, scenario.honourDelay.upperBound], seed: scenario.seed)
        return SimulationReport(
            widget: widget.kind, timeZone: scenario.timeZone.identifier, start: clock.minute(scenario.start),
            end: clock.minute(scenario.end), settings: settings, summary: summary, reloads: reloads, spans: spans,
            wrongPeriods: wrong, stalePeriods: periods(judged.map(\.isStale), clock: clock),
            lockedPeriods: periods(judged.map(\.isLocked), clock: clock), minutes: minutes)
    }

    /// Runs of true flags as periods.
    private func periods(
        _ flags: [Bool], clock: ReportClock,
        detail: (Range<Int>) -> String? = { _ in nil }
    ) -> [SimulationReport.Period] {
        var ranges: [Range<Int>] = []
        for (index, flag) in flags.enumerated() where flag {
            if let last = ranges.last, last.upperBound == index {
                ranges[ranges.count - 1] = last.lowerBound..<(index + 1)
            } else {
                ranges.append(index..<(index + 1))
            }
        }
        return ranges.map { range in
            SimulationReport.Period(
                fromMinute: range.lowerBound, toMinute: range.upperBound,
                from: clock.minute(clock.date(ofMinute: range.lowerBound)),
                to: clock.minute(clock.date(ofMinute: range.upperBound)),
                minutes: range.count, detail: detail(range))
        }
    }

    private static func describe(_ policy: TimelineReloadPolicy, clock: ReportClock) -> String {
        switch policy {
        case .atEnd: "atEnd"
        case .after(let date): "after \(clock.second(date))"
        case .never: "never"
        }
    }
}
