import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled stocks widget (Examples/Stocks) written as an iOS developer writes it: SwiftUI and
// WidgetKit only, the sparkline drawn with rotated capsules as the core version draws it. The market
// data and wording come from the example; StocksParityTests checks both draw the same pixels.

/// The watchlist at one moment of the trading day.
struct WatchlistEntry: TimelineEntry {
    let date: Date
    let state: MarketState
}

/// An entry after the open, at midday and after the close of Monday 2026-11-23, in New York.
struct WatchlistProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "America/New_York")!

    func placeholder(in context: Context) -> WatchlistEntry { entries()[0] }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (WatchlistEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WatchlistEntry>) -> Void) {
        completion(Timeline(entries: entries(), policy: .atEnd))
    }

    private func entries() -> [WatchlistEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let watchlist = try! Watchlist.cached.get()
        return [(10, 5), (12, 40), (16, 30)].map { hour, minute in
            let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: hour, minute: minute))!
            return WatchlistEntry(date: date, state: MarketState(at: date, watchlist: watchlist, calendar: calendar))
        }
    }
}

/// The widget: small, medium and large.
struct StocksWatchlist: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "stocks", provider: WatchlistProvider()) { entry in
            WatchlistView(state: entry.state)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Stocks")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The entry drawn for the family being rendered.
struct WatchlistView: View {
    let state: MarketState
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        let isAccented = renderingMode == .accented
        switch family {
        case .systemSmall: SmallQuoteView(line: state.lines[0])
        case .systemMedium: MediumWatchlistView(state: state, isAccented: isAccented)
        default: LargeWatchlistView(state: state, isAccented: isAccented)
        }
    }
}
