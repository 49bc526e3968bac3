import Foundation
import Vignette

/// The course-schedule widget's class as a Live Activity (Docs/LiveActivities.md §5): 大学英语 on
/// Monday 2026-11-23, 10:00–11:35, followed from ten minutes before it to five minutes after, with
/// a live countdown to the start and then to the end. One state has missed its updates (stale).
public enum ClassInProgressActivity {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai")!
    static let classStart = ("2026-11-23T10:00" as LocalDateTime).date(in: timeZone)

    static func moment(
        _ name: String, _ local: LocalDateTime, stale: LocalDateTime? = nil, relevance: Double
    ) -> ActivityMoment {
        ActivityMoment(
            name: name, date: local.date(in: timeZone), staleDate: stale?.date(in: timeZone), relevanceScore: relevance)
    }

    public static let definition = ActivityDefinition(
        id: "class-in-progress", displayName: "Class in progress (正在上课)", timeZone: timeZone,
        states: [
            moment("starting-soon", "2026-11-23T09:50", relevance: 60),
            moment("in-class", "2026-11-23T10:30", stale: "2026-11-23T11:50", relevance: 80),
            moment("last-minutes", "2026-11-23T11:30", stale: "2026-11-23T11:50", relevance: 90),
            // The app was not woken since 10:40: the content is past its stale date.
            moment("not-updated", "2026-11-23T11:05", stale: "2026-11-23T10:55", relevance: 80),
            moment("ended", "2026-11-23T11:40", relevance: 20),
        ],
        // Started by the app ten minutes before class, updated as the class begins and near its end,
        // ended as it finishes with the final state, left on the Lock Screen the default four hours.
        scenario: ActivityScenario(
            start: ("2026-11-23T09:50" as LocalDateTime).date(in: timeZone),
            updates: [
                .init(at: ("2026-11-23T09:50" as LocalDateTime).date(in: timeZone), state: 0, source: .app),
                .init(at: ("2026-11-23T10:00" as LocalDateTime).date(in: timeZone), state: 1, source: .push),
                .init(at: ("2026-11-23T11:30" as LocalDateTime).date(in: timeZone), state: 2, source: .push),
            ],
            end: .init(at: ("2026-11-23T11:36" as LocalDateTime).date(in: timeZone), state: 4))
    ) { context in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let state = ClassActivityState(
            courseStartingAt: classStart, at: context.environment.date,
            timetable: try Timetable.cached.get(), calendar: calendar)
        let now = context.environment.date, tint = state.slot.course.tint
        return ActivityViews(
            lockScreen: ClassBanner(state: state, now: now, isStale: context.isStale).node,
            compactLeading: Symbol("book.fill").font(.system(size: 15)).foregroundStyle(tint).node,
            compactTrailing: (state.countdown(from: now, showsHours: false)?.node ?? Symbol("checkmark").node)
                .font(.system(size: 14, weight: .semibold)).monospacedDigit().foregroundStyle(tint),
            minimal: RingGauge(value: state.progress, lineWidth: 3, tint: tint) {
                Symbol("book.fill").font(.system(size: 9)).foregroundStyle(tint)
            }.frame(width: 26, height: 26).node,
            expanded: ExpandedIsland(
                leading: .init(ClassTitle(state: state, font: .headline).node),
                trailing: .init(ClassCountdown(state: state, now: now, font: .title3).node),
                bottom: .init(ClassProgress(state: state, isStale: context.isStale).node)),
            keylineTint: tint)
    }
}
