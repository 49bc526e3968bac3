import Foundation
import Testing
import Vignette
import VignetteSampleData
@testable import VignetteExamples

/// The activity example: ring values at its moments, and its data file's errors.
@Suite struct ActivityExampleTests {
    let log: ActivityLog
    let calendar = exampleCalendar(ActivityWidget.definition.timeZone)

    init() throws { log = try ActivityLog.cached.get() }

    func state(_ hour: Int, _ minute: Int) -> ActivityState {
        ActivityState(
            at: ExampleChecks.date(ActivityWidget.definition.timeZone, day: 23, hour: hour, minute: minute), log: log,
            calendar: calendar)
    }

    @Test func ringsAtTheDemoMoments() {
        #expect(ActivityWidget.definition.moments.map(\.name) == ["morning", "afternoon", "after-run", "all-closed"])
        let morning = state(8, 15)
        #expect(abs(morning.move.value - (8 + 46 + 38 * 0.25)) < 1e-9)
        #expect(abs(morning.exercise.value - 4.5) < 1e-9)
        #expect(morning.stand.value == 1)  // 7:00 is done; 8:00 is not over yet
        #expect(morning.currentHour == 8)

        let afternoon = state(15, 30)
        #expect(afternoon.move.value == 238)
        #expect(afternoon.stand.value == 6)
        #expect(!afternoon.move.isClosed)

        let afterRun = state(20, 45)
        #expect(afterRun.move.isClosed && afterRun.exercise.isClosed)
        #expect(afterRun.stand.value == 11)
        #expect(afterRun.move.progress > 1)  // the ring laps itself

        #expect(state(22, 30).allClosed)
    }

    @Test func weekEndsWithToday() {
        let week = state(15, 30).week
        #expect(week.count == 7)
        #expect(week.last?.isToday == true)
        #expect(week.map { ActivityWording.initial($0.weekday) } == ["T", "W", "T", "F", "S", "S", "M"])
    }

    @Test func wording() {
        let morning = state(8, 15)
        #expect(ActivityWording.fraction(morning.move) == "63/480")
        #expect(ActivityWording.inline(morning) == "63 kcal · 4 min · 1 hr")
        #expect(ActivityWording.headline(state(20, 45)) == "Move goal done")
        #expect(ActivityWording.headline(state(22, 30)) == "All rings closed")
    }

    @Test func everyFamilyBuildsAtEveryMoment() throws {
        try ExampleChecks.everyFamilyBuilds(ActivityWidget.definition.id, unsupported: .systemExtraLarge)
    }

    @Test func dataErrorsNameFileAndField() {
        let base =
            #"{"goals": {"move": 480, "exercise": 30, "stand": 12}, "day": "2026-11-23", "previousDays": [], "hours": "#
        let file = "activity.json"
        #expect(
            ExampleChecks.decodeError(
                base + #"[{"hour": 7, "move": 1, "exercise": 0, "stood": true}]}"#,
                as: ActivityLog.self, file: file) == nil)
        #expect(
            ExampleChecks.decodeError(
                base + #"[{"hour": 24, "move": 1, "exercise": 0, "stood": true}]}"#,
                as: ActivityLog.self, file: file)?.message
                == "activity.json: hours[0].hour: expected 0 to 23, got 24")
        #expect(
            ExampleChecks.decodeError(
                base + #"[{"hour": 7, "move": 1, "exercise": 0}]}"#,
                as: ActivityLog.self, file: file)?.message
                == "activity.json: hours[0]: missing key 'stood'")
        let badGoal =
            #"{"goals": {"move": 0, "exercise": 30, "stand": 12}, "day": "2026-11-23", "previousDays": [], "hours": []}"#
        #expect(
            ExampleChecks.decodeError(badGoal, as: ActivityLog.self, file: file)?.message
                == "activity.json: goals.move: expected a goal above 0, got 0")
        let badDay =
            #"{"goals": {"move": 1, "exercise": 30, "stand": 12}, "day": "23/11/2026", "previousDays": [], "hours": []}"#
        #expect(
            ExampleChecks.decodeError(badDay, as: ActivityLog.self, file: file)?.message.hasPrefix(
                "activity.json: day: expected a local time like") == true)
    }

    @Test func missingFileNamesThePath() {
        do {
            _ = try SampleFile.load(from: URL(fileURLWithPath: "/nonexistent/activity.json"), as: ActivityLog.self)
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.message == "cannot read /nonexistent/activity.json: No such file or directory")
        }
    }
}
