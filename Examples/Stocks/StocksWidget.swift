import Foundation
import Vignette

/// A watchlist through one trading day, read from `Data/stocks.json` and cut at the
/// render clock by `MarketState`. Tickers and companies are made up.
public enum StocksWidget {
    public static let definition = WidgetDefinition(
        id: "stocks", displayName: "Stocks", families: [.systemSmall, .systemMedium, .systemLarge],
        timeZone: TimeZone(identifier: "America/New_York")!,
        // Monday 2026-11-23: just after the open, midday, after the close.
        moments: ["after-open": "2026-11-23T10:05", "midday": "2026-11-23T12:40", "at-close": "2026-11-23T16:30"]
    ) { environment in
        let state = MarketState(
            at: environment.date, watchlist: try Watchlist.cached.get(), calendar: environment.calendar)
        view(state, in: environment)
    }

    /// The watchlist in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: MarketState, in environment: WidgetEnvironment) -> Node {
        let isAccented = environment.renderingMode == .accented
        switch environment.family {
        case .systemSmall: SmallStock(line: state.lines[0]).widgetBackground(.systemBackground)
        case .systemMedium: MediumStocks(state: state, isAccented: isAccented).widgetBackground(.systemBackground)
        default: LargeStocks(state: state, isAccented: isAccented).widgetBackground(.systemBackground)
        }
    }
}
