import Foundation
import Vignette
import VignetteTimeline

/// The stocks provider: prices can't be known ahead, so each reload shows the tape so
/// far and asks to come back when the next price is out.
///
/// - one entry, the watchlist now: the store holds the day's tape as the quotes app
///   writes it, and the provider never reads a price stamped after `now`;
/// - `.after` the next 15-minute price (plus up to a minute of seeded jitter) while the
///   market is open, `.after` the open before it, and after the close `.after` the next
///   weekday's open: quiet all evening and night, no budget spent on a market that
///   doesn't move;
/// - relevance on `StocksRelevance`; the last known good tape while locked.
///
/// Market hours are the exchange's (New York), whatever the device's time zone.
struct StocksProvider: TimelineProvider {
    /// The store the quotes app writes the watchlist and its tape to; nil reads the bundled sample.
    var store: AppGroupStore?
    var seed: UInt64 = 1
    let lastKnownGood = LastKnownGood<Watchlist>()

    static let storeKey = "watchlist"
    static let jitter: ClosedRange<UInt64> = 5...60

    func placeholder(in context: TimelineProviderContext) -> ExampleEntry<MarketState> {
        ExampleEntry(date: context.date, content: .placeholder(StocksTimelines.sample(at: context.date)))
    }

    /// The gallery's snapshot is the bundled sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> ExampleEntry<MarketState> {
        guard !context.isPreview else {
            let state = StocksTimelines.sample(at: context.date)
            return ExampleEntry(
                date: context.date, relevance: .init(score: StocksRelevance.score(state, at: context.date)),
                content: .state(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<ExampleEntry<MarketState>> {
        let now = context.date
        guard
            let (watchlist, isFallback) = ExampleTimeline.read(
                Watchlist.self, key: Self.storeKey, store: store,
                kept: lastKnownGood, at: now,
                bundled: { try Watchlist.cached.get() })
        else {
            let entry = ExampleEntry(date: now, content: .unavailable(StocksTimelines.sample(at: now)))
            return Timeline(entries: [entry], policy: .after(now + ExampleTimeline.retryInterval))
        }
        let state = MarketState(at: now, watchlist: watchlist, calendar: StocksTimelines.exchange)
        let entry = ExampleEntry(
            date: now, relevance: .init(score: StocksRelevance.score(state, at: now)),
            content: .state(state), isFallback: isFallback)
        let next = StocksTimelines.nextPrice(after: now, watchlist: watchlist)
        return Timeline(
            entries: [entry], policy: .after(next + ExampleTimeline.jitter(seed: seed, event: next, in: Self.jitter)))
    }
}
