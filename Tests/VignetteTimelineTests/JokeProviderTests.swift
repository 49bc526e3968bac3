import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// The joke provider: the day's setup, the punchline at noon, `.after` midnight with
/// jitter, a low constant relevance with a bump at the reveal, right at every minute.
@Suite struct JokeProviderTests {
    let zone = JokeWidget.definition.timeZone
    func at(_ hour: Int, _ minute: Int = 0, day: Int = 23) -> Date { ExampleDay.at(hour, minute, day: day, in: zone) }
    var morning: Timeline<ExampleEntry<JokeState>> { JokeProvider().timeline(in: ExampleDay.context(at(9), zone)) }

    @Test func reloadsAfterMidnightWithJitter() {
        guard case .after(let date) = morning.policy else {
            Issue.record("expected .after")
            return
        }
        #expect((60...600).contains(date.timeIntervalSince(at(0, day: 24))))
    }

    @Test func entriesAtTheRevealAndMidnight() {
        #expect(morning.entries.map(\.date) == [at(9), at(12), at(13), at(0, day: 24)])
        #expect(morning.entry(at: at(11, 59))?.state?.isRevealed == false)
        #expect(morning.entry(at: at(12))?.state?.isRevealed == true)
        #expect(
            morning.entry(at: at(0, 30, day: 24))?.state?.today.day == LocalDateTime(year: 2026, month: 11, day: 24))
    }

    @Test func lowRelevanceWithABumpAtTheReveal() {
        #expect(morning.entry(at: at(9, 30))?.relevance?.score == 10)
        #expect(morning.entry(at: at(12, 30))?.relevance?.score == 50)
        #expect(morning.entry(at: at(13, 30))?.relevance?.score == 10)
    }

    @Test func rightAtEveryMinuteWithOneBudgetedReload() throws {
        let report = try ExampleDay.report(JokeTimelines.timelines)
        #expect(report.summary.wrongMinutes == 0, "\(report.wrongPeriods.prefix(3))")
        #expect(report.summary.budgetedReloads == 1)
    }
}
