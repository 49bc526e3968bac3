import Foundation
import Vignette
import VignetteTimeline

/// The joke-of-the-day provider: the day's content is known at midnight.
///
/// - entries at the changes for the next 24 hours: now, the punchline at the reveal
///   hour, the end of the reveal's relevance bump, the next midnight (tomorrow's
///   setup, shown on time even if the reload comes late) and tomorrow's reveal;
/// - `.after` the next midnight plus 1–10 minutes of seeded jitter: one budgeted reload
///   a day, spread so that a million phones don't ask at 00:00:00;
/// - relevance on `JokeRelevance`; the last known good book while locked.
struct JokeProvider: TimelineProvider {
    /// The store the app writes the joke book to; nil reads the bundled sample.
    var store: AppGroupStore?
    var seed: UInt64 = 1
    let lastKnownGood = LastKnownGood<JokeBook>()

    static let storeKey = "jokes"
    static let horizon: TimeInterval = 24 * 3600
    static let jitter: ClosedRange<UInt64> = 60...600

    func placeholder(in context: TimelineProviderContext) -> ExampleEntry<JokeState> {
        ExampleEntry(
            date: context.date,
            content: .placeholder(JokeTimelines.sample(at: context.date, timeZone: context.timeZone)))
    }

    /// The gallery's snapshot is the bundled sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> ExampleEntry<JokeState> {
        guard !context.isPreview else {
            let state = JokeTimelines.sample(at: context.date, timeZone: context.timeZone)
            let score = JokeRelevance.score(state, calendar: exampleCalendar(context.timeZone))
            return ExampleEntry(date: context.date, relevance: .init(score: score), content: .state(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<ExampleEntry<JokeState>> {
        let now = context.date
        let calendar = exampleCalendar(context.timeZone)
        guard
            let (book, isFallback) = ExampleTimeline.read(
                JokeBook.self, key: Self.storeKey, store: store,
                kept: lastKnownGood, at: now,
                bundled: { try JokeBook.cached.get() })
        else {
            let entry = ExampleEntry(
                date: now, content: .unavailable(JokeTimelines.sample(at: now, timeZone: context.timeZone)))
            return Timeline(entries: [entry], policy: .after(now + ExampleTimeline.retryInterval))
        }
        let today = calendar.startOfDay(for: now)
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: today)!
        let changes = [today, tomorrow].flatMap { day in
            [day]
                + [book.revealHour, book.revealHour + JokeRelevance.bumpHours].compactMap {
                    calendar.date(bySettingHour: $0, minute: 0, second: 0, of: day)
                }
        }
        let dates = [now] + changes.filter { $0 > now && $0 <= now + Self.horizon }.sorted()
        let entries = ExampleTimeline.entries(
            at: dates, isFallback: isFallback,
            state: { JokeState(at: $0, book: book, calendar: calendar) },
            score: { JokeRelevance.score($1, calendar: calendar) })
        return Timeline(
            entries: entries,
            policy: .after(tomorrow + ExampleTimeline.jitter(seed: seed, event: tomorrow, in: Self.jitter)))
    }
}
