import Foundation
import Vignette

/// A university course-schedule widget as a Chinese student would have it: the current
/// or next class, the rest of the day, and tomorrow's first class after 21:00.
///
/// The states come from `ScheduleState`, a pure function of the timetable, the render
/// clock (`environment.date`) and a calendar in `environment.timeZone`.
public enum CourseScheduleWidget {
    public static let id = "course-schedule"

    /// The time zone the sample timetable and the demo moments are written for.
    public static let timeZone = TimeZone(identifier: "Asia/Shanghai")!

    /// The five canonical states on Monday 2026-11-23 (week 12, four classes), in Asia/Shanghai.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("before-first", demoDate(hour: 7, minute: 30)),
        ("starting-soon", demoDate(hour: 9, minute: 50)),
        ("in-class", demoDate(hour: 10, minute: 30)),
        ("ended", demoDate(hour: 18, minute: 30)),
        ("tomorrow-preview", demoDate(hour: 21, minute: 30)),
    ]

    public static let definition = WidgetDefinition(
        id: id,
        displayName: "Course schedule (课程表)",
        families: [.systemSmall, .systemMedium, .systemLarge],
        timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let timetable = try Timetable.cached.get()
        let calendar = environment.calendar
        let state = ScheduleState(at: environment.date, timetable: timetable, calendar: calendar)
        return try content(for: environment.family, state: state, calendar: calendar)
    }

    static func content(for family: WidgetFamily?, state: ScheduleState, calendar: Calendar) throws -> Node {
        let body: Node
        switch family {
        case .systemSmall: body = FocusBlock(state: state).node
        case .systemMedium: body = MediumSchedule(state: state).node
        case .systemLarge: body = LargeSchedule(state: state, calendar: calendar).node
        default:
            throw VignetteError.invalidValue(name: "family for \(id)", value: family?.rawValue ?? "none",
                                             expected: "systemSmall, systemMedium or systemLarge")
        }
        return body.widgetBackground(scheduleBackground)
    }

    /// 2026-11-23 at the given time in `timeZone`.
    static func demoDate(hour: Int, minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: hour, minute: minute))!
    }
}
