import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The activity provider: a two-hour window of quarter-hour entries reloaded `.atEnd`,
/// relevance in the evening while a ring is open, right at every minute of the day.
@Suite struct ActivityProviderTests {
    let zone = ActivityWidget.definition.timeZone
    func at(_ hour: Int, _ minute: Int = 0) -> Date { ExampleDay.at(hour, minute, in: zone) }

    @Test func slidingWindowReloadsAtEnd() {
        let timeline = ActivityProvider().timeline(in: ExampleDay.context(at(14, 7), zone))
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries.map(\.date) == [at(14, 7)] + stride(from: 15, through: 120, by: 15).map { at(14, $0) })
        #expect(timeline.reloadDate == at(16, 0))
    }

    /// Each entry holds the rings at its quarter hour: the first one those of 14:00.
    @Test func entriesHoldTheRingsAtTheirQuarterHour() throws {
        let log = try ActivityLog.cached.get()
        let calendar = exampleCalendar(zone)
        let timeline = ActivityProvider().timeline(in: ExampleDay.context(at(14, 7), zone))
        #expect(timeline.entries[0].state == ActivityState(at: at(14), log: log, calendar: calendar))
        #expect(timeline.entries[1].state == ActivityState(at: at(14, 15), log: log, calendar: calendar))
    }

    @Test func relevanceIsHighInTheEveningWhileARingIsOpen() {
        func score(_ hour: Int, _ minute: Int = 0) -> Double? {
            ActivityProvider().timeline(in: ExampleDay.context(at(hour, minute), zone)).entries.first?.relevance?.score
        }
        #expect(score(3) == 0)  // night
        #expect(score(10) == 10)  // the day, rings open
        #expect(score(17, 30) == 80)  // evening, rings open
        #expect(score(21, 30) == 0)  // all three closed (the stand ring at 21:00)
    }

    @Test func rightAtEveryMinuteWithinBudget() throws {
        let report = try ExampleDay.report(ActivityTimelines.timelines)
        #expect(report.summary.wrongMinutes == 0, "\(report.wrongPeriods.prefix(3))")
        #expect(report.reloads.dropFirst().allSatisfy { [.atEnd, .appForeground].contains($0.reason) })
        #expect(
            (10...14).contains(report.summary.budgetedReloads), "\(report.summary.budgetedReloads) budgeted reloads")
    }
}
