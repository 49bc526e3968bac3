import Foundation
import Vignette
import VignetteTimeline

/// The activity provider: a sliding window, the case `.atEnd` is for.
///
/// - an entry every quarter hour for the next two hours, the rings filling as the
///   log says (a glance at a ring can't tell finer steps apart);
/// - `.atEnd`: when the window runs out, the next one picks up from the log;
/// - relevance on `ActivityRelevance`; the last known good log while locked.
///
/// The sample log holds the whole day, a replay, so entries ahead show the log at their
/// time. On a device the window would project the current pace, and the Fitness app
/// would reload the widget when new samples arrive.
struct ActivityProvider: TimelineProvider {
    /// The store the app writes today's log to; nil reads the bundled sample.
    var store: AppGroupStore?
    let lastKnownGood = LastKnownGood<ActivityLog>()

    static let storeKey = "activity-log"
    static let step: TimeInterval = 15 * 60
    static let window: TimeInterval = 2 * 3600

    func placeholder(in context: TimelineProviderContext) -> ExampleEntry<ActivityState> {
        ExampleEntry(
            date: context.date,
            content: .placeholder(ActivityTimelines.sample(at: context.date, calendar: context.calendar)))
    }

    /// The gallery's snapshot is the bundled sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> ExampleEntry<ActivityState> {
        guard !context.isPreview else {
            let state = ActivityTimelines.sample(at: context.date, calendar: context.calendar)
            return ExampleEntry(
                date: context.date,
                relevance: .init(
                    score: ActivityRelevance.score(
                        state, at: context.date,
                        calendar: context.calendar)),
                content: .state(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<ExampleEntry<ActivityState>> {
        let now = context.date, calendar = context.calendar
        guard
            let (log, isFallback) = ExampleTimeline.read(
                ActivityLog.self, key: Self.storeKey, store: store,
                kept: lastKnownGood, at: now,
                bundled: { try ActivityLog.cached.get() })
        else {
            let entry = ExampleEntry(
                date: now, content: .unavailable(ActivityTimelines.sample(at: now, calendar: calendar)))
            return Timeline(entries: [entry], policy: .after(now + ExampleTimeline.retryInterval))
        }
        // Each entry holds the rings at its quarter hour, so the first (now) starts from the last one passed.
        let quarter = ActivityTimelines.quarter(of: now, calendar: calendar)
        let dates =
            [now] + ExampleTimeline.grid(after: now, through: now + Self.window, step: Self.step, calendar: calendar)
        let entries = ExampleTimeline.entries(
            at: dates, isFallback: isFallback,
            state: { ActivityState(at: $0 == now ? quarter : $0, log: log, calendar: calendar) },
            score: { ActivityRelevance.score($1, at: $0, calendar: calendar) })
        return Timeline(entries: entries, policy: .atEnd)
    }
}
