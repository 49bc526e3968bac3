import Foundation
import Vignette
import VignetteSampleData

/// A watchlist and one trading day of prices as the app would hand it to the widget
/// (`Data/stocks.json`): a price every `intervalMinutes` from the open to the close.
struct Watchlist: SampleData, Encodable, Equatable {
    var exchangeDay: LocalDateTime
    var open: ClockTime
    var close: ClockTime
    var intervalMinutes: Int
    var watchlist: [Quote]

    struct Quote: Codable, Sendable, Equatable {
        var symbol: String
        var name: String
        var previousClose: Double
        /// Prices at the open and every interval after it, up to the close.
        var prices: [Double]
    }

    /// How many prices a full day has.
    var slots: Int {
        let minutes = (close.hour * 60 + close.minute) - (open.hour * 60 + open.minute)
        return minutes / intervalMinutes + 1
    }

    func firstProblem() -> (location: String, reason: String)? {
        if intervalMinutes < 1 { return ("intervalMinutes", "expected at least 1, got \(intervalMinutes)") }
        if close <= open { return ("close", "the close \(close) is not after the open \(open)") }
        if watchlist.isEmpty { return ("watchlist", "expected at least one symbol") }
        for (index, quote) in watchlist.enumerated() {
            if quote.prices.count != slots {
                return (
                    "watchlist[\(index)].prices",
                    "expected \(slots) prices (\(open) to \(close) every \(intervalMinutes) min), got \(quote.prices.count)"
                )
            }
            if let bad = quote.prices.firstIndex(where: { $0 <= 0 }) {
                return (
                    "watchlist[\(index)].prices[\(bad)]",
                    "expected a price above 0, got \(quote.prices[bad].formatted())"
                )
            }
            if quote.previousClose <= 0 {
                return (
                    "watchlist[\(index)].previousClose",
                    "expected a price above 0, got \(quote.previousClose.formatted())"
                )
            }
        }
        return nil
    }

    static let cached: Result<Watchlist, VignetteError> = Result { () throws(VignetteError) in
        try SampleFile.bundled("stocks", in: .module, subdirectory: "Data")
    }
}
