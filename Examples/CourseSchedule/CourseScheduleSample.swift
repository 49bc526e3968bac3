import Foundation
import Vignette
import VignetteTimeline

/// Sample content for placeholders and gallery snapshots: the bundled timetable at the
/// context's time, read without touching the shared store (fast, never locked).
enum CourseScheduleSample {
    static func state(in context: TimelineProviderContext) -> ScheduleState {
        ScheduleState(at: context.date, timetable: timetable, calendar: context.calendar)
    }

    /// The bundled timetable, or an empty one if the bundle is broken (the widget then
    /// says there are no classes rather than failing a placeholder).
    static var timetable: Timetable {
        (try? Timetable.cached.get())
            ?? Timetable(
                semester: "", semesterStart: CalendarDay(year: 2026, month: 9, day: 7), weekCount: 1,
                courses: [], sessions: [])
    }
}
