import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// The calendar provider: `.never` plus the app's reload, entries at each event's
/// changes, relevance rising as an event approaches, right at every minute.
@Suite struct CalendarAgendaProviderTests {
    let zone = CalendarAgendaWidget.definition.timeZone
    func at(_ hour: Int, _ minute: Int = 0, day: Int = 23) -> Date { ExampleDay.at(hour, minute, day: day, in: zone) }
    var midnightTimeline: Timeline<ExampleEntry<AgendaState>> {
        CalendarAgendaProvider().timeline(in: ExampleDay.context(at(0), zone))
    }

    @Test func neverReloadsOnItsOwn() {
        #expect(midnightTimeline.policy == .never)
    }

    /// Design review 09:30–10:30: an hour before, 15 minutes before, start and end; then midnight.
    @Test func entriesAtEachEventsChanges() {
        let dates = Set(midnightTimeline.entries.map(\.date))
        for date in [at(8, 30), at(9, 15), at(9, 30), at(10, 30), at(0, day: 24), at(18, 15), at(20)] {
            #expect(dates.contains(date), "no entry at \(date)")
        }
        // The timeline has to last: `.never` means nobody asks again unless the app does.
        #expect((midnightTimeline.entries.last?.date ?? .distantPast) >= at(0, day: 25))
    }

    @Test func relevanceRisesAsAnEventApproaches() {
        func score(_ hour: Int, _ minute: Int) -> Double? {
            midnightTimeline.entry(at: at(hour, minute))?.relevance?.score
        }
        #expect(score(7, 0) == 10)  // Design review later today
        #expect(score(8, 45) == 40)  // within the hour
        #expect(score(9, 20) == 80)  // within 15 minutes
        #expect(score(9, 45) == 100)  // on
        #expect(score(21, 0) == 0)  // nothing left today
    }

    @Test func oneBudgetedReloadAndTheAppsFreeOne() throws {
        let report = try ExampleDay.report(CalendarAgendaTimelines.timelines)
        #expect(report.reloads.map(\.reason) == [.initial, .appForeground])
        #expect(report.reloads.last?.time.hasSuffix("12:05:00") == true)
        #expect(report.summary.budgetedReloads == 1)
        #expect(report.summary.wrongMinutes == 0, "\(report.wrongPeriods.prefix(3))")
    }
}
