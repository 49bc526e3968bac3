import Foundation
import Vignette

/// A university course-schedule widget as a Chinese student would have it: the current
/// or next class, the rest of the day, and tomorrow's first class after 21:00.
///
/// The states come from `ScheduleState`, a pure function of the timetable, the clock the
/// view is built at (`environment.date`: the render clock here, an entry's date when the
/// timeline draws it) and a calendar in `environment.timeZone`. Nothing on screen counts
/// minutes from that clock: countdowns are `.relative` live text and the class's progress a
/// timer progress bar, so an entry shows what an iPhone shows at every moment until the next
/// one (Docs/Time.md).
public enum CourseScheduleWidget {
    public static let definition = WidgetDefinition(
        id: "course-schedule", displayName: "Course schedule (课程表)",
        families: [.systemSmall, .systemMedium, .systemLarge],
        timeZone: TimeZone(identifier: "Asia/Shanghai")!,
        // Written in Chinese only, so its live countdowns are Chinese on any iPhone ("剩 1小时5分钟").
        locale: Locale(identifier: "zh-Hans"),
        // The five canonical states on Monday 2026-11-23 (week 12, four classes).
        moments: [
            "before-first": "2026-11-23T07:30", "starting-soon": "2026-11-23T09:50",
            "in-class": "2026-11-23T10:30", "ended": "2026-11-23T18:30", "tomorrow-preview": "2026-11-23T21:30",
        ]
    ) { environment in
        let state = ScheduleState(
            at: environment.date, timetable: try Timetable.cached.get(), calendar: environment.calendar)
        view(state, in: environment)
    }

    /// The schedule in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: ScheduleState, in environment: WidgetEnvironment) -> Node {
        switch environment.family {
        case .systemSmall: FocusBlock(state: state).widgetBackground(scheduleBackground)
        case .systemMedium: MediumSchedule(state: state).widgetBackground(scheduleBackground)
        default: LargeSchedule(state: state, calendar: environment.calendar).widgetBackground(scheduleBackground)
        }
    }
}
