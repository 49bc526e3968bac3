import Foundation
import Vignette
import VignetteTimeline

/// The course-schedule widget with its timeline providers: the recommended one
/// (`course-schedule`) and the naive one the gap analysis found (`course-schedule-naive`).
/// The naive one also has its own first-draft layout (`NaiveScheduleLayout`).
public enum CourseScheduleTimelines {
    public static let naiveID = "course-schedule-naive"

    /// A student's day: the phone locked in a pocket through the 14:00 class and from
    /// 22:30; the app opened at lunch (a free reload) and syncing a room change in the
    /// background at 18:00 (a budgeted one).
    public static let routine = DailyRoutine(
        lockedMinutes: [(13 * 60 + 30)..<(14 * 60 + 40), (22 * 60 + 30)..<(24 * 60)],
        foregroundReloads: [12 * 60 + 10], backgroundReloads: [18 * 60])

    public static let recommended = AnyTimelineWidget(recommendedWidget(store: nil, seed: 1), routine: routine) {
        store, scenario in
        try writeTimetable(to: store)
        return recommendedWidget(store: store, seed: scenario.seed)
    }

    public static let naive = AnyTimelineWidget(naiveWidget(store: nil), routine: routine) { store, _ in
        try writeTimetable(to: store)
        return naiveWidget(store: store)
    }

    /// The naive variant for the render pipeline (and the lint): naive layout, naive provider.
    public static var naiveDefinition: WidgetDefinition { naive.definition }

    static func recommendedWidget(store: AppGroupStore?, seed: UInt64) -> TimelineWidget<CourseScheduleProvider> {
        widget(
            kind: CourseScheduleWidget.definition.id, name: "Course schedule (课程表)",
            provider: CourseScheduleProvider(store: store, seed: seed))
    }

    static func naiveWidget(store: AppGroupStore?) -> TimelineWidget<NaiveCourseScheduleProvider> {
        widget(
            kind: naiveID, name: "Course schedule, naive timeline", provider: NaiveCourseScheduleProvider(store: store),
            view: naiveView)
    }

    /// The app's side of the shared store: it writes the timetable for the widget.
    static func writeTimetable(to store: AppGroupStore) throws {
        try store.write(try Timetable.bundled(), forKey: CourseScheduleProvider.storeKey)
    }

    /// What the widget should show at `date`: an entry made there, from the timetable the app
    /// wrote. The simulator compares its description and its texts with the entry on screen.
    static func ideal(at date: Date) -> CourseScheduleEntry {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = CourseScheduleWidget.definition.timeZone
        return CourseScheduleEntry(
            date: date,
            content: .schedule(
                ScheduleState(
                    at: date, timetable: CourseScheduleSample.timetable,
                    calendar: calendar)))
    }

    static func view(_ entry: CourseScheduleEntry, _ environment: WidgetEnvironment) throws -> Node {
        switch entry.content {
        case .schedule(let state), .placeholder(let state):
            CourseScheduleWidget.view(state, in: environment)
        case .unavailable:
            UnavailableSchedule().node.widgetBackground(scheduleBackground)
        }
    }

    /// The naive widget's first-draft layout (`NaiveScheduleLayout`), the same in every family.
    static func naiveView(_ entry: CourseScheduleEntry, _ environment: WidgetEnvironment) throws -> Node {
        switch entry.content {
        case .schedule(let state), .placeholder(let state): NaiveScheduleLayout.content(state)
        case .unavailable: UnavailableSchedule().node.widgetBackground(scheduleBackground)
        }
    }

    private static func widget<Provider: TimelineProvider>(
        kind: String, name: String, provider: Provider,
        view: @escaping @Sendable (CourseScheduleEntry, WidgetEnvironment) throws -> Node = view
    ) -> TimelineWidget<Provider> where Provider.Entry == CourseScheduleEntry {
        TimelineWidget(
            kind: kind, displayName: name, families: CourseScheduleWidget.definition.families,
            timeZone: CourseScheduleWidget.definition.timeZone, locale: CourseScheduleWidget.definition.locale,
            moments: CourseScheduleWidget.definition.moments,
            provider: provider, describe: { $0.description }, ideal: ideal(at:), view: view)
    }
}
