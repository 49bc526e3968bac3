import Foundation
import Vignette

/// Today's and tomorrow's events from several calendars, read from `Data/calendar.json`
/// and placed at the render clock by `AgendaState`.
public enum CalendarAgendaWidget {
    public static let definition = WidgetDefinition(
        id: "calendar-agenda", displayName: "Calendar agenda",
        families: [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular],
        timeZone: TimeZone(identifier: "America/Chicago")!,
        // Monday 2026-11-23: before work, in a meeting, mid-afternoon, after the last event.
        moments: [
            "morning": "2026-11-23T08:10", "in-meeting": "2026-11-23T09:50",
            "afternoon": "2026-11-23T15:20", "evening": "2026-11-23T20:30",
        ]
    ) { environment in
        let calendar = exampleCalendar(environment.timeZone)
        view(AgendaState(at: environment.date, agenda: try Agenda.cached.get(), calendar: calendar), in: environment)
    }

    /// The agenda in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: AgendaState, in environment: WidgetEnvironment) -> Node {
        let calendar = exampleCalendar(environment.timeZone)
        switch environment.family {
        case .systemSmall: SmallAgenda(state: state, calendar: calendar).widgetBackground(.systemBackground)
        case .systemMedium: MediumAgenda(state: state, calendar: calendar).widgetBackground(.systemBackground)
        case .systemLarge:
            LargeAgenda(state: state, calendar: calendar, isAccented: environment.renderingMode == .accented)
                .widgetBackground(.systemBackground)
        default: RectangularAgenda(state: state, calendar: calendar)
        }
    }
}
