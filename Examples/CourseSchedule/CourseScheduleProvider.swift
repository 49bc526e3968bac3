import Foundation
import Vignette
import VignetteTimeline

/// The course-schedule provider done as the guidance recommends:
///
/// - an entry at every change for the next 24 hours (15 minutes before a class, its
///   start, its end, 21:00, midnight, and the relevance steps), not one entry per reload;
/// - `.after` the next significant change plus 1–5 minutes of seeded jitter, so a
///   class's students don't all reload on the same second;
/// - relevance on one schema (`ScheduleRelevance`);
/// - the last known good timetable when the shared store can't be read (device locked).
struct CourseScheduleProvider: TimelineProvider {
    /// The shared store the app writes the timetable to; nil reads the bundled sample.
    var store: AppGroupStore?
    var seed: UInt64 = 1
    let lastKnownGood = LastKnownGood<Timetable>()

    static let storeKey = "timetable"
    static let horizon: TimeInterval = 24 * 3600
    static let jitter: ClosedRange<UInt64> = 60...300
    /// When nothing could be read: try again soon, but not every minute.
    static let retryInterval: TimeInterval = 15 * 60

    func placeholder(in context: TimelineProviderContext) -> CourseScheduleEntry {
        CourseScheduleEntry(date: context.date, content: .placeholder(CourseScheduleSample.state(in: context)))
    }

    /// The gallery's snapshot is the sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> CourseScheduleEntry {
        guard !context.isPreview else {
            let state = CourseScheduleSample.state(in: context)
            return CourseScheduleEntry(
                date: context.date, relevance: .init(score: ScheduleRelevance.score(state)),
                content: .schedule(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<CourseScheduleEntry> {
        let now = context.date
        guard let (timetable, isFallback) = try? lastKnownGood.value(reading: { try read(at: now) }, at: now) else {
            return Timeline(
                entries: [CourseScheduleEntry(date: now, content: .unavailable)],
                policy: .after(now + Self.retryInterval))
        }
        let calendar = context.calendar
        let changes = ScheduleChanges(after: now, horizon: Self.horizon, timetable: timetable, calendar: calendar)
        let dates = [now] + changes.all
        var entries: [CourseScheduleEntry] = []
        for (index, date) in dates.enumerated() {
            let state = ScheduleState(at: date, timetable: timetable, calendar: calendar)
            let until = index + 1 < dates.count ? dates[index + 1].timeIntervalSince(date) : 0
            let entry = CourseScheduleEntry(
                date: date,
                relevance: .init(score: ScheduleRelevance.score(state), duration: until),
                content: .schedule(state), isFallback: isFallback)
            // An entry that repeats the previous one's content and score adds nothing.
            if let last = entries.last, last.description == entry.description,
                last.relevance?.score == entry.relevance?.score
            {
                entries[entries.count - 1].relevance?.duration += until
                continue
            }
            entries.append(entry)
        }
        let next = changes.significant.first ?? now + Self.horizon
        return Timeline(entries: entries, policy: .after(next + jitter(for: next)))
    }

    private func read(at date: Date) throws -> Timetable {
        guard let store else { return try Timetable.cached.get() }
        return try store.read(Timetable.self, forKey: Self.storeKey, at: date)
    }

    /// 1–5 minutes, the same for the same seed and event.
    private func jitter(for event: Date) -> TimeInterval {
        var generator = SeededGenerator(seed: seed, salt: event)
        return TimeInterval(UInt64.random(in: Self.jitter, using: &generator))
    }
}
