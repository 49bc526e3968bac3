import Foundation

/// The watchlist at one instant: each quote's prices so far, a pure function of the
/// day's data, the render clock and a calendar in the exchange's time zone.
struct MarketState: Sendable, Equatable {
    enum Session: Sendable, Equatable {
        case beforeOpen, open, closed
    }

    struct Line: Sendable, Equatable {
        var symbol: String
        var name: String
        var previousClose: Double
        /// Prices from the open up to now (at least the opening price once open).
        var prices: [Double]
        /// How many prices the full day has: the chart's width in slots.
        var slots: Int

        /// The latest price; the previous close before the open.
        var price: Double { prices.last ?? previousClose }
        var change: Double { price - previousClose }
        var percent: Double { change / previousClose * 100 }
        var isUp: Bool { change >= 0 }
    }

    var session: Session
    var lines: [Line]

    init(at date: Date, watchlist: Watchlist, calendar: Calendar) {
        let day = watchlist.exchangeDay.date(in: calendar)
        let open = calendar.date(bySettingHour: watchlist.open.hour, minute: watchlist.open.minute, second: 0, of: day)!
        let close = calendar.date(
            bySettingHour: watchlist.close.hour, minute: watchlist.close.minute, second: 0, of: day)!
        let count: Int
        if date < open {
            session = .beforeOpen
            count = 0
        } else if date >= close {
            session = .closed
            count = watchlist.slots
        } else {
            session = .open
            count = Int(date.timeIntervalSince(open) / Double(watchlist.intervalMinutes * 60)) + 1
        }
        lines = watchlist.watchlist.map { quote in
            Line(
                symbol: quote.symbol, name: quote.name, previousClose: quote.previousClose,
                prices: Array(quote.prices.prefix(count)), slots: watchlist.slots)
        }
    }
}
