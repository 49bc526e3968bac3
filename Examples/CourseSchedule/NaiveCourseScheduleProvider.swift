import Foundation
import Vignette
import VignetteTimeline

/// The course-schedule provider as the gap analysis found it: one entry (now), a
/// reload every 15 minutes, no relevance, and no fallback, so a locked device shows
/// "unavailable". Kept to measure the recommended provider against.
struct NaiveCourseScheduleProvider: TimelineProvider {
    var store: AppGroupStore?

    static let refreshInterval: TimeInterval = 15 * 60

    func placeholder(in context: TimelineProviderContext) -> CourseScheduleEntry {
        CourseScheduleEntry(date: context.date, content: .placeholder(CourseScheduleSample.state(in: context)))
    }

    func snapshot(in context: TimelineProviderContext) -> CourseScheduleEntry {
        guard !context.isPreview else {
            return CourseScheduleEntry(date: context.date, content: .schedule(CourseScheduleSample.state(in: context)))
        }
        return timeline(in: context).entries[0]
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<CourseScheduleEntry> {
        let now = context.date
        let entry: CourseScheduleEntry
        if let timetable = try? read(at: now) {
            entry = CourseScheduleEntry(
                date: now,
                content: .schedule(
                    ScheduleState(
                        at: now, timetable: timetable,
                        calendar: context.calendar)))
        } else {
            entry = CourseScheduleEntry(date: now, content: .unavailable)
        }
        return Timeline(entries: [entry], policy: .after(now + Self.refreshInterval))
    }

    private func read(at date: Date) throws -> Timetable {
        guard let store else { return try Timetable.cached.get() }
        return try store.read(Timetable.self, forKey: CourseScheduleProvider.storeKey, at: date)
    }
}
