import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// The stocks provider: the tape so far, `.after` the next price while the market is
/// open and the next open outside it; behind the tape only for minutes after a price.
@Suite struct StocksProviderTests {
    let zone = StocksWidget.definition.timeZone
    func at(_ hour: Int, _ minute: Int = 0, day: Int = 23) -> Date { ExampleDay.at(hour, minute, day: day, in: zone) }
    func timeline(_ date: Date) -> Timeline<ExampleEntry<MarketState>> {
        StocksProvider().timeline(in: ExampleDay.context(date, zone))
    }

    func reload(_ policy: TimelineReloadPolicy, isWithinAMinuteAfter date: Date) -> Bool {
        guard case .after(let due) = policy else { return false }
        return (0...60).contains(due.timeIntervalSince(date))
    }

    @Test func reloadsAtTheNextPriceOrTheNextOpen() {
        #expect(reload(timeline(at(8)).policy, isWithinAMinuteAfter: at(9, 30)))
        #expect(reload(timeline(at(10, 7)).policy, isWithinAMinuteAfter: at(10, 15)))
        #expect(reload(timeline(at(15, 50)).policy, isWithinAMinuteAfter: at(16)))
        // After the close: nothing until Tuesday's open.
        #expect(reload(timeline(at(16, 5)).policy, isWithinAMinuteAfter: at(9, 30, day: 24)))
    }

    /// One entry, now, with no price from after now.
    @Test func oneEntryWithThePricesSoFar() {
        let entries = timeline(at(10, 7)).entries
        #expect(entries.map(\.date) == [at(10, 7)])
        #expect(entries.first?.state?.lines.first?.prices.count == 3)  // 09:30, 09:45, 10:00
        #expect(timeline(at(8)).entries.first?.state?.session == .beforeOpen)
    }

    @Test func relevanceAtTheOpenTheCloseAndBigMoves() {
        func score(_ hour: Int, _ minute: Int) -> Double? { timeline(at(hour, minute)).entries.first?.relevance?.score }
        #expect(score(8, 0) == 0)
        #expect(score(9, 40) == 100)
        #expect(score(12, 0) == 30)
        #expect(score(15, 5) == 70)  // SNDR 3.3 % up
        #expect(score(15, 45) == 100)
        #expect(score(17, 0) == 0)
    }

    /// Prices can't be foreseen, so the widget is behind the tape after each one until
    /// the reload that shows it: a few minutes, during market hours only, and quiet after the close.
    @Test func behindTheTapeOnlyBrieflyAndOnlyWhileOpen() throws {
        let report = try ExampleDay.report(StocksTimelines.timelines)
        let open = 9 * 60 + 30, close = 16 * 60
        #expect(
            report.wrongPeriods.allSatisfy { $0.fromMinute >= open && $0.toMinute <= close + 7 && $0.minutes <= 7 },
            "\(report.wrongPeriods.filter { $0.minutes > 7 })")
        #expect(!report.reloads.contains { $0.minute > Double(close + 10) && $0.reason != .appForeground })
        #expect(
            (26...32).contains(report.summary.budgetedReloads), "\(report.summary.budgetedReloads) budgeted reloads")
    }
}
