import Foundation
import Vignette
import VignetteTimeline

/// The activity widget with its timeline provider (`ActivityProvider`), for
/// `vignette timeline --widget activity --day 2026-11-23`: the log's day in London.
public enum ActivityTimelines {
    /// A workday with an evening run: the phone locked in an armband 18:00–19:00, the
    /// Fitness app opened at 21:05 to look at the closed rings (a free reload).
    public static let routine = DailyRoutine(lockedMinutes: [(18 * 60)..<(19 * 60)], foregroundReloads: [21 * 60 + 5])

    public static let timelines = AnyTimelineWidget(widget(store: nil), routine: routine) { store, _ in
        try store.write(try ActivityLog.cached.get(), forKey: ActivityProvider.storeKey)
        return widget(store: store)
    }

    static func widget(store: AppGroupStore?) -> TimelineWidget<ActivityProvider> {
        ExampleTimeline.widget(
            ActivityWidget.definition, provider: ActivityProvider(store: store),
            describe: describe, truth: truth(at:),
            view: { state, environment in ActivityWidget.view(state, in: environment) })
    }

    /// What the widget shows, in the words the simulation compares: each ring to the
    /// nearest 10 % below (the stand ring in hours), and which are closed.
    @Sendable static func describe(_ state: ActivityState) -> String {
        func percent(_ ring: ActivityState.Ring) -> String {
            ring.isClosed ? "closed" : "\(Int((ring.progress * 10).rounded(.down)) * 10) %"
        }
        let stand = state.stand.isClosed ? "closed" : "\(Int(state.stand.value))/\(Int(state.stand.goal)) h"
        return "move \(percent(state.move)) · exercise \(percent(state.exercise)) · stand \(stand)"
    }

    /// What the widget should show at `date`: the rings at the quarter hour, in London.
    @Sendable static func truth(at date: Date) -> ActivityState {
        let calendar = exampleCalendar(ActivityWidget.definition.timeZone)
        return sample(at: quarter(of: date, calendar: calendar), calendar: calendar)
    }

    /// The start of the quarter hour `date` is in: the rings' resolution.
    static func quarter(of date: Date, calendar: Calendar) -> Date {
        ExampleTimeline.grid(
            after: date - ActivityProvider.step, through: date, step: ActivityProvider.step, calendar: calendar
        ).last ?? date
    }

    /// The bundled log at `date`: for placeholders and previews (no store, never locked).
    static func sample(at date: Date, calendar: Calendar) -> ActivityState {
        let log =
            (try? ActivityLog.cached.get())
            ?? ActivityLog(
                goals: .init(move: 480, exercise: 30, stand: 12), day: LocalDateTime(year: 2026, month: 11, day: 23),
                hours: [], previousDays: [])
        return ActivityState(at: date, log: log, calendar: calendar)
    }
}
