import Foundation
import Vignette
import VignetteTimeline

/// The calendar-agenda provider: events are known ahead and change only when the user
/// edits them, the case `.never` is for.
///
/// - an entry at every change for the next week: an hour and 15 minutes before each
///   event (relevance steps), its start and end, and each midnight;
/// - `.never`: the calendar app calls `reloadTimelines(ofKind:)` after an edit, so the
///   widget spends no budget polling for changes that are rare;
/// - relevance on `AgendaRelevance`; the last known good agenda while locked.
struct CalendarAgendaProvider: TimelineProvider {
    /// The store the calendar app writes the agenda to; nil reads the bundled sample.
    var store: AppGroupStore?
    let lastKnownGood = LastKnownGood<Agenda>()

    static let storeKey = "agenda"
    /// With `.never` the timeline must last until the app next reloads it.
    static let horizon: TimeInterval = 7 * 86_400

    func placeholder(in context: TimelineProviderContext) -> ExampleEntry<AgendaState> {
        ExampleEntry(
            date: context.date,
            content: .placeholder(CalendarAgendaTimelines.sample(at: context.date, timeZone: context.timeZone)))
    }

    /// The gallery's snapshot is the bundled sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> ExampleEntry<AgendaState> {
        guard !context.isPreview else {
            let state = CalendarAgendaTimelines.sample(at: context.date, timeZone: context.timeZone)
            return ExampleEntry(
                date: context.date, relevance: .init(score: AgendaRelevance.score(state)), content: .state(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<ExampleEntry<AgendaState>> {
        let now = context.date
        let calendar = exampleCalendar(context.timeZone)
        guard
            let (agenda, isFallback) = ExampleTimeline.read(
                Agenda.self, key: Self.storeKey, store: store,
                kept: lastKnownGood, at: now,
                bundled: { try Agenda.cached.get() })
        else {
            let entry = ExampleEntry(
                date: now, content: .unavailable(CalendarAgendaTimelines.sample(at: now, timeZone: context.timeZone)))
            return Timeline(entries: [entry], policy: .after(now + ExampleTimeline.retryInterval))
        }
        let entries = ExampleTimeline.entries(
            at: [now] + changes(after: now, agenda: agenda, calendar: calendar),
            isFallback: isFallback,
            state: { AgendaState(at: $0, agenda: agenda, calendar: calendar) },
            score: { AgendaRelevance.score($1) })
        return Timeline(entries: entries, policy: .never)
    }

    /// Where the agenda or its relevance changes, after `now` and within the horizon.
    func changes(after now: Date, agenda: Agenda, calendar: Calendar) -> [Date] {
        var dates = Set<Date>()
        var midnight = calendar.startOfDay(for: now)
        while midnight <= now + Self.horizon {
            dates.insert(midnight)
            midnight = calendar.date(byAdding: .day, value: 1, to: midnight)!
        }
        for event in agenda.events where !event.isAllDay {
            let start = event.start.date(in: calendar)
            dates.formUnion([start - AgendaRelevance.soon, start - AgendaRelevance.near, start])
            if let end = event.end { dates.insert(end.date(in: calendar)) }
        }
        return dates.filter { $0 > now && $0 <= now + Self.horizon }.sorted()
    }
}
