import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The weather provider: hourly entries with sunrise and sunset, `.after` the next
/// forecast refresh, relevance by rain and commute, right at every minute of the day.
@Suite struct WeatherProviderTests {
    let zone = WeatherWidget.definition.timeZone
    func at(_ hour: Int, _ minute: Int = 0) -> Date { ExampleDay.at(hour, minute, in: zone) }

    @Test func reloadsAfterTheNextForecastRefresh() {
        let now = at(10, 7)
        guard case .after(let date) = WeatherProvider().timeline(in: ExampleDay.context(now, zone)).policy else {
            Issue.record("expected .after")
            return
        }
        #expect((3600...5400).contains(date.timeIntervalSince(now)))
        // Seeded: the same seed and instant give the same refresh, another seed another.
        let again = WeatherProvider(seed: 1).timeline(in: ExampleDay.context(now, zone)).policy
        let other = WeatherProvider(seed: 2).timeline(in: ExampleDay.context(now, zone)).policy
        #expect(again == .after(date) && other != .after(date))
    }

    @Test func entriesOnTheHourAndAtSunriseAndSunset() {
        let timeline = WeatherProvider().timeline(in: ExampleDay.context(at(6, 20), zone))
        let expected = [at(6, 20)] + (7...18).map { at($0) } + [at(8, 31), at(15, 49)]
        #expect(timeline.entries.map(\.date) == expected.sorted())
        #expect(timeline.entry(at: at(15, 50))?.state?.isNight == true)
        #expect(timeline.entry(at: at(15, 48))?.state?.isNight == false)
    }

    @Test func relevanceFollowsRainAndCommute() {
        let timeline = WeatherProvider().timeline(in: ExampleDay.context(at(0, 1), zone))
        func score(_ hour: Int) -> Double? { timeline.entry(at: at(hour, 10))?.relevance?.score }
        #expect(score(2) == 0)  // night
        #expect(score(7) == 40)  // dry commute
        #expect(score(10) == 10)  // waking hours
        let later = WeatherProvider().timeline(in: ExampleDay.context(at(11, 1), zone))
        #expect(later.entry(at: at(12, 10))?.relevance?.score == 80)  // rain from 14:00
        #expect(later.entry(at: at(16, 10))?.relevance?.score == 60)  // heavy rain at the commute
        #expect(later.entry(at: at(19, 10))?.relevance?.score == 10)
    }

    @Test func rightAtEveryMinuteWithinBudget() throws {
        let report = try ExampleDay.report(WeatherTimelines.timelines)
        #expect(report.summary.minutes == 1440)
        #expect(report.summary.wrongMinutes == 0, "\(report.wrongPeriods.prefix(3))")
        #expect(
            (14...26).contains(report.summary.budgetedReloads), "\(report.summary.budgetedReloads) budgeted reloads")
        #expect(report.reloads.contains { $0.reason == .appForeground })
    }
}
