import Foundation
import Vignette

/// Today's and tomorrow's events from several calendars, read from `Data/calendar.json`
/// and placed at the render clock by `AgendaState`.
public enum CalendarAgendaWidget {
    public static let id = "calendar-agenda"
    public static let timeZone = TimeZone(identifier: "America/Chicago")!

    /// Monday 2026-11-23: before work, in a meeting, mid-afternoon, after the last event.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("morning", demoDate(hour: 8, minute: 10)),
        ("in-meeting", demoDate(hour: 9, minute: 50)),
        ("afternoon", demoDate(hour: 15, minute: 20)),
        ("evening", demoDate(hour: 20, minute: 30)),
    ]

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]

    public static let definition = WidgetDefinition(
        id: id, displayName: "Calendar agenda", families: families, timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let agenda = try Agenda.cached.get()
        let calendar = exampleCalendar(environment.timeZone)
        let state = AgendaState(at: environment.date, agenda: agenda, calendar: calendar)
        return try content(for: environment.family, state: state, calendar: calendar)
    }

    static func content(for family: WidgetFamily?, state: AgendaState, calendar: Calendar) throws -> Node {
        switch family {
        case .systemSmall: SmallAgenda(state: state, calendar: calendar).widgetBackground(.systemBackground)
        case .systemMedium: MediumAgenda(state: state, calendar: calendar).widgetBackground(.systemBackground)
        case .systemLarge: LargeAgenda(state: state, calendar: calendar).widgetBackground(.systemBackground)
        case .accessoryRectangular: RectangularAgenda(state: state, calendar: calendar).node
        default:
            throw VignetteError.unsupportedFamily(widget: id, family: family?.rawValue ?? "none",
                                                  supported: families.map(\.rawValue))
        }
    }

    static func demoDate(hour: Int, minute: Int) -> Date {
        LocalTime(year: 2026, month: 11, day: 23, hour: hour, minute: minute).date(in: exampleCalendar(timeZone))
    }
}
