import Foundation
import Vignette
import VignetteTimeline

/// The stocks widget with its timeline provider (`StocksProvider`), for
/// `vignette timeline --widget stocks --day 2026-11-23`: the tape's day in New York.
public enum StocksTimelines {
    /// A trader's day: the phone locked through a lunch meeting (12:00–13:00) and the
    /// app opened at 09:25 to look before the bell (a free reload).
    public static let routine = DailyRoutine(lockedMinutes: [(12 * 60)..<(13 * 60)], foregroundReloads: [9 * 60 + 25])

    public static let timelines = AnyTimelineWidget(widget(store: nil, seed: 1), routine: routine) { store, scenario in
        try store.write(try Watchlist.cached.get(), forKey: StocksProvider.storeKey)
        return widget(store: store, seed: scenario.seed)
    }

    /// The exchange's calendar: market hours are New York's wherever the phone is.
    static let exchange = exampleCalendar(StocksWidget.definition.timeZone)

    static func widget(store: AppGroupStore?, seed: UInt64) -> TimelineWidget<StocksProvider> {
        ExampleTimeline.widget(
            StocksWidget.definition, provider: StocksProvider(store: store, seed: seed),
            describe: describe, truth: truth(at:),
            view: { state, environment in StocksWidget.view(state, in: environment) })
    }

    /// What the widget shows, in the words the simulation compares: the session, how
    /// many of the day's prices are out, and the first quote.
    @Sendable static func describe(_ state: MarketState) -> String {
        guard let first = state.lines.first else { return "empty watchlist" }
        let quote = "\(first.symbol) \(String(format: "%.2f", first.price))"
        switch state.session {
        case .beforeOpen: return "before the open · \(quote)"
        case .open: return "open · price \(first.prices.count) of \(first.slots) · \(quote)"
        case .closed: return "closed · \(quote)"
        }
    }

    /// What the widget should show at `date`: the tape up to then. No timeline can
    /// foresee a price, so a widget is behind this for the minutes between a price and
    /// the reload that shows it.
    @Sendable static func truth(at date: Date) -> MarketState { sample(at: date) }

    /// The bundled tape at `date`: for placeholders and previews (no store, never locked).
    static func sample(at date: Date) -> MarketState {
        let watchlist =
            (try? Watchlist.cached.get())
            ?? Watchlist(
                exchangeDay: LocalDateTime(year: 2026, month: 11, day: 23), open: ClockTime(hour: 9, minute: 30),
                close: ClockTime(hour: 16, minute: 0), intervalMinutes: 15, watchlist: [])
        return MarketState(at: date, watchlist: watchlist, calendar: exchange)
    }

    /// The open and close of the trading day `date` falls on, nil on a weekend.
    static func session(
        on date: Date, watchlist: Watchlist? = try? Watchlist.cached.get()
    ) -> (open: Date, close: Date)? {
        guard let watchlist, !exchange.isDateInWeekend(date),
            let open = exchange.date(
                bySettingHour: watchlist.open.hour, minute: watchlist.open.minute, second: 0, of: date),
            let close = exchange.date(
                bySettingHour: watchlist.close.hour, minute: watchlist.close.minute, second: 0, of: date)
        else { return nil }
        return (open, close)
    }

    /// When the next price comes out after `now`: the next 15-minute mark in the
    /// session, else the next weekday's open.
    static func nextPrice(after now: Date, watchlist: Watchlist) -> Date {
        var day = exchange.startOfDay(for: now)
        for _ in 0..<8 {
            if let (open, close) = session(on: day, watchlist: watchlist), now < close {
                if now < open { return open }
                let step = TimeInterval(watchlist.intervalMinutes * 60)
                return min(open + ((now.timeIntervalSince(open) / step).rounded(.down) + 1) * step, close)
            }
            day = exchange.date(byAdding: .day, value: 1, to: day)!
        }
        return now + 86_400
    }
}
