import Foundation
import Vignette

/// Activity rings as the Fitness app keeps them: move, exercise and stand for today,
/// read from `Data/activity.json` and advanced to the render clock by `ActivityState`.
public enum ActivityWidget {
    public static let id = "activity"
    public static let timeZone = TimeZone(identifier: "Europe/London")!

    /// Monday 2026-11-23: an early start, the afternoon lull, after an evening run, all closed.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("morning", demoDate(hour: 8, minute: 15)),
        ("afternoon", demoDate(hour: 15, minute: 30)),
        ("after-run", demoDate(hour: 20, minute: 45)),
        ("all-closed", demoDate(hour: 22, minute: 30)),
    ]

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge,
                                           .accessoryCircular, .accessoryRectangular, .accessoryInline]

    public static let definition = WidgetDefinition(
        id: id, displayName: "Activity", families: families, timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let log = try ActivityLog.cached.get()
        let state = ActivityState(at: environment.date, log: log, calendar: environment.calendar)
        return try content(for: environment.family, state: state)
    }

    static func content(for family: WidgetFamily?, state: ActivityState) throws -> Node {
        switch family {
        case .systemSmall: SmallActivity(state: state).widgetBackground(ActivityPalette.background)
        case .systemMedium: MediumActivity(state: state).widgetBackground(ActivityPalette.background)
        case .systemLarge: LargeActivity(state: state).widgetBackground(ActivityPalette.background)
        case .accessoryCircular: CircularActivity(state: state).node
        case .accessoryRectangular: RectangularActivity(state: state).node
        case .accessoryInline: InlineActivity(state: state).node
        default:
            throw VignetteError.unsupportedFamily(widget: id, family: family?.rawValue ?? "none",
                                                  supported: families.map(\.rawValue))
        }
    }

    static func demoDate(hour: Int, minute: Int) -> Date {
        LocalTime(year: 2026, month: 11, day: 23, hour: hour, minute: minute).date(in: exampleCalendar(timeZone))
    }
}
