import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// The issue's measure: on Monday 2026-11-23 (four classes) the recommended provider
/// needs at most half the naive one's reloads and is right at every minute; the naive
/// one is wrong for measurable minutes; locked periods show the difference in fallback.
@Suite struct CourseScheduleTimelineTests {
    let calendar: Calendar
    let day: Date

    init() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = CourseScheduleWidget.definition.timeZone
        self.calendar = calendar
        day = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23))!
    }

    func report(_ widget: AnyTimelineWidget) throws -> SimulationReport {
        try widget.simulate(widget.scenario(day: day)).report
    }

    /// A typed run of the recommended or naive widget around a fresh store, with the routine's locks.
    func run<P: TimelineProvider>(
        _ make: (AppGroupStore) -> TimelineWidget<P>
    ) throws -> SimulationRun<CourseScheduleEntry>
    where P.Entry == CourseScheduleEntry {
        let scenario = CourseScheduleTimelines.recommended.scenario(day: day)
        let store = try AppGroupStore.temporary()
        defer { store.destroy() }
        scenario.lockedPeriods.forEach(store.makeUnreadable)
        try CourseScheduleTimelines.writeTimetable(to: store)
        return TimelineSimulator.run(make(store), scenario: scenario)
    }

    @Test func fourClassesOnTheDay() throws {
        let timetable = try Timetable.bundled()
        #expect(timetable.agenda(on: day, calendar: calendar).classes.count == 4)
    }

    @Test func recommendedNeedsAtMostHalfTheNaiveReloads() throws {
        let recommended = try report(CourseScheduleTimelines.recommended)
        let naive = try report(CourseScheduleTimelines.naive)
        #expect(recommended.summary.minutes == 1440 && naive.summary.minutes == 1440)
        #expect(
            recommended.summary.reloads * 2 <= naive.summary.reloads,
            "recommended \(recommended.summary.reloads) reloads, naive \(naive.summary.reloads)")
        #expect(recommended.summary.budgetUsed[0] < 25)
    }

    /// Every minute of the day, the entry on screen has the phase and class the schedule
    /// says, compared on the state itself rather than on the report's descriptions.
    @Test func recommendedIsRightAtEveryMinute() throws {
        let timetable = try Timetable.bundled()
        let run = try run { CourseScheduleTimelines.recommendedWidget(store: $0, seed: 1) }
        var checked = 0
        for date in run.minuteDates {
            let truth = ScheduleState(at: date, timetable: timetable, calendar: calendar)
            guard case .schedule(let shown)? = run.shown(at: date)?.entry.content else {
                Issue.record("no schedule on screen at \(date)")
                continue
            }
            #expect(Stage(shown) == Stage(truth), "at \(date): shows \(Stage(shown)), should be \(Stage(truth))")
            checked += 1
        }
        #expect(checked == 1440)
        // Right by its texts too: its countdowns and progress are live, so no minute goes stale.
        let report = try report(CourseScheduleTimelines.recommended)
        #expect(report.summary.wrongMinutes == 0 && report.summary.staleTextMinutes == 0)
    }

    @Test func naiveIsWrongForMeasurableMinutes() throws {
        let naive = try report(CourseScheduleTimelines.naive)
        #expect((naive.summary.wrongMinutes ?? 0) >= 60)
        // Its first draft counts minutes in plain text ("12 分钟后上课"), stale between entries.
        #expect((naive.summary.staleTextMinutes ?? 0) > 0)
        #expect(naive.minutes.contains { $0.text.map { $0.shown.hasSuffix("分钟后上课") } == true })
        // Its 15-minute refresh misses class starts: some wrong minutes fall before the budget runs out.
        #expect(naive.wrongPeriods.contains { $0.toMinute <= 12 * 60 })
    }

    @Test func lockedDeviceShowsLastGoodDataOnlyWithFallback() throws {
        let lock = (13 * 60 + 30)..<(14 * 60 + 40)
        let recommended = try run { CourseScheduleTimelines.recommendedWidget(store: $0, seed: 1) }
        let lockedReloads = recommended.reloads.filter { !$0.storeReadable }
        #expect(!lockedReloads.isEmpty, "the recommended provider should reload during the locked period")
        #expect(lockedReloads.allSatisfy { $0.timeline.entries.allSatisfy(\.isFallback) })
        let naive = try run { CourseScheduleTimelines.naiveWidget(store: $0) }
        var naiveUnavailable = 0
        for minute in lock {
            let date = day.addingTimeInterval(TimeInterval(minute * 60))
            if case .schedule = recommended.shown(at: date)?.entry.content {
            } else {
                Issue.record("recommended shows no schedule at minute \(minute)")
            }
            if naive.shown(at: date)?.entry.content == .unavailable { naiveUnavailable += 1 }
        }
        #expect(naiveUnavailable > 0)
    }

    @Test func entriesAreAtLeastFiveMinutesApartWithOneRelevanceSchema() throws {
        let run = try run { CourseScheduleTimelines.recommendedWidget(store: $0, seed: 1) }
        let entries = run.reloads[0].timeline.entries
        let gaps = zip(entries.dropFirst(), entries).map { $0.date.timeIntervalSince($1.date) }
        #expect(gaps.allSatisfy { $0 >= 300 })
        let scores = Set(entries.compactMap(\.relevance?.score))
        #expect(scores == [0, 10, 20, 55, 70, 85, 100])
    }
}

/// A schedule state without its minute counters: the phase and which class.
private struct Stage: Equatable, CustomStringConvertible {
    var text: String
    init(_ state: ScheduleState) {
        switch state.phase {
        case .upcoming(let i): text = "upcoming \(i)"
        case .startingSoon(let i, _): text = "soon \(i)"
        case .inClass(let i): text = "in class \(i)"
        case .finished: text = "finished"
        case .noClassesToday: text = "free"
        case .tomorrowPreview: text = "preview"
        }
        text += " on \(state.today.day)"
    }
    var description: String { text }
}
