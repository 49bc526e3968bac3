import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The stocks example: prices at its moments, and its data file's errors.
@Suite struct StocksExampleTests {
    let watchlist: Watchlist
    let calendar = exampleCalendar(StocksWidget.definition.timeZone)

    init() throws { watchlist = try Watchlist.cached.get() }

    func state(_ hour: Int, _ minute: Int) -> MarketState {
        MarketState(
            at: ExampleChecks.date(StocksWidget.definition.timeZone, day: 23, hour: hour, minute: minute),
            watchlist: watchlist, calendar: calendar)
    }

    @Test func pricesAtTheDemoMoments() {
        #expect(StocksWidget.definition.moments.map(\.name) == ["after-open", "midday", "at-close"])
        #expect(watchlist.slots == 27)

        let before = state(9, 0)
        #expect(before.session == .beforeOpen)
        #expect(before.lines[0].price == before.lines[0].previousClose && before.lines[0].change == 0)

        let afterOpen = state(10, 5)  // 09:30, 09:45 and 10:00 are in
        #expect(afterOpen.session == .open)
        #expect(afterOpen.lines[0].prices.count == 3)

        let close = state(16, 30)
        #expect(close.session == .closed)
        #expect(close.lines.allSatisfy { $0.prices.count == 27 })
        let nrdl = close.lines[0], kiwi = close.lines[1]
        #expect(nrdl.symbol == "NRDL" && nrdl.isUp)
        #expect(kiwi.symbol == "KIWI" && !kiwi.isUp)
        #expect(StocksWording.price(nrdl.price) == "85.63")
        #expect(StocksWording.change(nrdl) == "+1.51")
        #expect(StocksWording.percent(nrdl) == "+1.80%")
        #expect(StocksWording.percent(kiwi) == "−1.22%")
    }

    @Test func everyFamilyBuildsAtEveryMoment() throws {
        try ExampleChecks.everyFamilyBuilds(StocksWidget.definition.id, unsupported: .accessoryCircular)
    }

    @Test func dataErrorsNameFileAndField() {
        func file(_ prices: String, close: String = "10:00", previous: String = "10") -> String {
            #"{"exchangeDay": "2026-11-23", "open": "09:30", "close": "\#(close)", "intervalMinutes": 15, "watchlist": [{"symbol": "ABC", "name": "Abc", "previousClose": \#(previous), "prices": \#(prices)}]}"#
        }
        let name = "stocks.json"
        #expect(ExampleChecks.decodeError(file("[1, 2, 3]"), as: Watchlist.self, file: name) == nil)
        #expect(
            ExampleChecks.decodeError(file("[1, 2]"), as: Watchlist.self, file: name)?.message
                == "stocks.json: watchlist[0].prices: expected 3 prices (09:30 to 10:00 every 15 min), got 2")
        #expect(
            ExampleChecks.decodeError(file("[1, -2, 3]"), as: Watchlist.self, file: name)?.message
                == "stocks.json: watchlist[0].prices[1]: expected a price above 0, got -2")
        #expect(
            ExampleChecks.decodeError(file("[1]", close: "09:00"), as: Watchlist.self, file: name)?.message
                == "stocks.json: close: the close 09:00 is not after the open 09:30")
        #expect(
            ExampleChecks.decodeError(file("[1, 2, 3]", previous: "\"ten\""), as: Watchlist.self, file: name)?.message
                == "stocks.json: watchlist[0].previousClose: expected Double")
    }
}
