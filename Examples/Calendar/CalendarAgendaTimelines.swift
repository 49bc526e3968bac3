import Foundation
import Vignette
import VignetteTimeline

/// The calendar-agenda widget with its timeline provider (`CalendarAgendaProvider`),
/// for `vignette timeline --widget calendar-agenda --day 2026-11-23`, in Chicago.
public enum CalendarAgendaTimelines {
    /// An office day: the phone locked through the afternoon handoff (15:00–16:00) and
    /// the calendar app opened at 12:05 to edit an event, which reloads the widget
    /// (free in the foreground): with `.never` that and midnight's initial load are the
    /// only reloads.
    public static let routine = DailyRoutine(lockedMinutes: [(15 * 60)..<(16 * 60)], foregroundReloads: [12 * 60 + 5])

    public static let timelines = AnyTimelineWidget(widget(store: nil), routine: routine) { store, _ in
        try store.write(try Agenda.cached.get(), forKey: CalendarAgendaProvider.storeKey)
        return widget(store: store)
    }

    static func widget(store: AppGroupStore?) -> TimelineWidget<CalendarAgendaProvider> {
        ExampleTimeline.widget(
            CalendarAgendaWidget.definition, provider: CalendarAgendaProvider(store: store),
            describe: describe, truth: truth(at:),
            view: { state, environment in CalendarAgendaWidget.view(state, in: environment) })
    }

    /// What the widget shows, in the words the simulation compares: the event on or
    /// next, or what is left; "Now · until…" appears at an event's start.
    @Sendable static func describe(_ state: AgendaState) -> String {
        guard let focus = state.focus else { return "no more events · tomorrow \(state.tomorrow.count)" }
        return state.isOn(focus) ? "now: \(focus.title)" : "next: \(focus.title)"
    }

    /// What the widget should show at `date`: the bundled agenda there, in Chicago.
    @Sendable static func truth(at date: Date) -> AgendaState {
        sample(at: date, timeZone: CalendarAgendaWidget.definition.timeZone)
    }

    /// The bundled agenda at `date`: for placeholders and previews (no store, never locked).
    static func sample(at date: Date, timeZone: TimeZone) -> AgendaState {
        AgendaState(
            at: date, agenda: (try? Agenda.cached.get()) ?? Agenda(calendars: [], events: []),
            calendar: exampleCalendar(timeZone))
    }
}
