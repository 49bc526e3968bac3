import Foundation
import Vignette
import VignetteTimeline

extension LintRules {
    /// Timelines of one entry for content that changes with time.
    ///
    /// **Level: warning.** Apple's guidance is to give as many future entries as you can
    /// (WidgetKit, "Keeping a widget up to date"), but a single entry is only broken when it
    /// is shown after it stopped being true, which is `stale-entry`'s error. Not reported for
    /// content that does not depend on time: when the timeline read at the first moment still
    /// shows, 24 hours later, what a fresh read would show (one entry with `.never`, no
    /// date-dependent text), there is nothing to schedule.
    public static let singleEntry: LintRule = LintRule(
        id: "single-entry", severity: .warning, scope: .timeline,
        summary:
            "Every timeline held a single entry although the content changes within a day (not for time-independent content).",
        guidance:
            "Several entries rather than one, at each change of content (WidgetKit: Keeping a widget up to date; Docs/Design.md, Timelines)."
    ) { context in
        let readable = context.probe.reloads.filter(\.storeReadable)
        guard !readable.isEmpty, readable.allSatisfy({ $0.entryDates.count <= 1 }),
            let change = EntryTruth.firstChange(context.probe)
        else { return [] }
        let atEnd = readable.filter { $0.policy == .atEnd }.count
        let note = atEnd > 0 ? "; \(atEnd) of them .atEnd, so the system reloads as soon as the entry shows" : ""
        return [
            LintIssue(
                "all \(readable.count) timelines of the simulated day held a single entry, "
                    + "yet what it shows changes within \(EntryTruth.duration(change.offset))\(note)")
        ]
    }

    /// An entry left on screen after it stopped being true.
    ///
    /// **Level: error:** a stale value shown as current. The timeline read at the first
    /// sample moment is compared, at 5 and 15 minutes and 1, 3, 6, 12 and 24 hours later, with
    /// what a fresh read at that time shows (texts worked out at that clock, so `Text(date,
    /// style:)` stays true). Only moments where the world changed count: a fresh read then shows
    /// something other than a fresh read at the first moment, and two fresh reads agree (random
    /// content, a countdown started at reading time, cannot go stale). It is stale when the read
    /// stops being true before the system is asked to read again: the reload date of `.after`,
    /// never for `.never`, and for `.atEnd` the end of its last entry plus 15 minutes.
    public static let staleEntry: LintRule = LintRule(
        id: "stale-entry", severity: .error, scope: .timeline,
        summary: "The timeline stops being true (a fresh read shows something else) before it asks to be reloaded.",
        guidance:
            "Never show a stale value as current: an entry or a reload at each change (WidgetKit: Keeping a widget up to date)."
    ) { context in
        let probe = context.probe
        guard let change = EntryTruth.firstChange(probe) else { return [] }
        let shownUntil = EntryTruth.shownUntil(probe.horizonTimeline, read: probe.instant)
        guard probe.instant.addingTimeInterval(change.offset) < shownUntil else { return [] }
        let clock = LintClock(timeZone: context.widget.timeZone)
        let shown = change.shown.first { !change.fresh.contains($0) } ?? change.shown.first ?? "nothing"
        let fresh = change.fresh.first { !change.shown.contains($0) } ?? change.fresh.first ?? "nothing"
        let until =
            shownUntil == .distantFuture
            ? "is never reloaded (.never)" : "is not reloaded before \(clock.text(shownUntil))"
        return [
            LintIssue(
                "the timeline read at \(clock.text(probe.instant)) still shows '\(shown)' \(EntryTruth.duration(change.offset)) later, "
                    + "when a fresh read shows '\(fresh)', and \(until)")
        ]
    }
}

/// How long a timeline stays true, from the probe's horizons.
enum EntryTruth {
    /// The first horizon at which the world changed (a fresh read shows something other than a
    /// fresh read at the instant) and the first read no longer shows it. Content that two reads at
    /// one moment disagree on (random quotes) cannot be judged, and content whose fresh reads never
    /// change (a countdown from the moment of reading) has no stale moment: both give nil.
    static func firstChange(_ probe: ProviderProbe) -> ProviderProbe.Horizon? {
        guard let baseline = probe.horizons.first(where: { $0.offset == 0 }), baseline.isDeterministic else {
            return nil
        }
        return probe.horizons.first {
            $0.offset > 0 && $0.isDeterministic && $0.fresh != baseline.fresh && !$0.stillTrue
        }
    }

    /// The least delay before the system reloads an `.atEnd` timeline: WidgetKit's budget
    /// "typically translates to reloading every 15 to 60 minutes" (Keeping a widget up to date).
    static let systemDelay: TimeInterval = 15 * 60

    /// Until when a timeline read at `read` stays on screen without being read again.
    static func shownUntil(_ timeline: TimelineSummary, read: Date) -> Date {
        switch timeline.policy {
        case .never: .distantFuture
        case .after(let date): max(date, read)
        case .atEnd: max(timeline.entryDates.last ?? read, read).addingTimeInterval(systemDelay)
        }
    }

    static func duration(_ seconds: TimeInterval) -> String {
        seconds < 3600 ? "\(Int(seconds / 60)) min" : "\(Int(seconds / 3600)) h"
    }
}
