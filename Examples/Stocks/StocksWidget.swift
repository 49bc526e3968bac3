import Foundation
import Vignette

/// A watchlist through one trading day, read from `Data/stocks.json` and cut at the
/// render clock by `MarketState`. Tickers and companies are made up.
public enum StocksWidget {
    public static let id = "stocks"
    public static let timeZone = TimeZone(identifier: "America/New_York")!

    /// Monday 2026-11-23: before the bell, just after the open, midday, after the close.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("after-open", demoDate(hour: 10, minute: 5)),
        ("midday", demoDate(hour: 12, minute: 40)),
        ("at-close", demoDate(hour: 16, minute: 30)),
    ]

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    public static let definition = WidgetDefinition(
        id: id, displayName: "Stocks", families: families, timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let watchlist = try Watchlist.cached.get()
        let state = MarketState(at: environment.date, watchlist: watchlist, calendar: environment.calendar)
        return try content(for: environment.family, state: state, isAccented: environment.renderingMode == .accented)
    }

    static func content(for family: WidgetFamily?, state: MarketState, isAccented: Bool = false) throws -> Node {
        switch family {
        case .systemSmall: SmallStock(line: state.lines[0]).widgetBackground(.systemBackground)
        case .systemMedium: MediumStocks(state: state, isAccented: isAccented).widgetBackground(.systemBackground)
        case .systemLarge: LargeStocks(state: state, isAccented: isAccented).widgetBackground(.systemBackground)
        default:
            throw VignetteError.unsupportedFamily(widget: id, family: family?.rawValue ?? "none",
                                                  supported: families.map(\.rawValue))
        }
    }

    static func demoDate(hour: Int, minute: Int) -> Date {
        LocalTime(year: 2026, month: 11, day: 23, hour: hour, minute: minute).date(in: exampleCalendar(timeZone))
    }
}
