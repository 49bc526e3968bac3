import Foundation
import Vignette
import VignetteTimeline

/// The weather provider: a forecast is known hours ahead but ages, so
///
/// - an entry at every hour for the next 12 hours, and at sunrise and sunset (the
///   state changes there and nowhere else), scored by `WeatherRelevance`;
/// - `.after` 60 to 90 minutes (seeded), the next forecast refresh: reloading more
///   often would not change the entries, less often would show an ageing forecast;
/// - the last known good forecast while the store can't be read.
struct WeatherProvider: TimelineProvider {
    /// The store the weather app writes its forecast to; nil reads the bundled sample.
    var store: AppGroupStore?
    var seed: UInt64 = 1
    let lastKnownGood = LastKnownGood<WeatherForecast>()

    static let storeKey = "forecast"
    static let horizon: TimeInterval = 12 * 3600
    /// Between two forecast refreshes, in seconds: 60 to 90 minutes.
    static let refresh: ClosedRange<UInt64> = 3600...5400

    func placeholder(in context: TimelineProviderContext) -> ExampleEntry<WeatherState> {
        ExampleEntry(
            date: context.date,
            content: .placeholder(WeatherTimelines.sample(at: context.date, calendar: context.calendar)))
    }

    /// The gallery's snapshot is the bundled sample at the context's time; otherwise the first entry.
    func snapshot(in context: TimelineProviderContext) -> ExampleEntry<WeatherState> {
        guard !context.isPreview else {
            let state = WeatherTimelines.sample(at: context.date, calendar: context.calendar)
            return ExampleEntry(
                date: context.date, relevance: .init(score: WeatherRelevance.score(state)), content: .state(state))
        }
        return timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<ExampleEntry<WeatherState>> {
        let now = context.date, calendar = context.calendar
        guard
            let (forecast, isFallback) = ExampleTimeline.read(
                WeatherForecast.self, key: Self.storeKey, store: store,
                kept: lastKnownGood, at: now,
                bundled: { try WeatherForecast.cached.get() })
        else {
            let entry = ExampleEntry(
                date: now, content: .unavailable(WeatherTimelines.sample(at: now, calendar: calendar)))
            return Timeline(entries: [entry], policy: .after(now + ExampleTimeline.retryInterval))
        }
        let end = now + Self.horizon
        let day = forecast.day.date(in: calendar)
        let sun = [forecast.sunrise, forecast.sunset].compactMap {
            calendar.date(bySettingHour: $0.hour, minute: $0.minute, second: 0, of: day)
        }
        let changes =
            ExampleTimeline.grid(after: now, through: end, step: 3600, calendar: calendar)
            + sun.filter { $0 > now && $0 <= end }
        let entries = ExampleTimeline.entries(
            at: [now] + changes.sorted(), isFallback: isFallback,
            state: { WeatherState(at: $0, forecast: forecast, calendar: calendar) },
            score: { WeatherRelevance.score($1) })
        let refresh = ExampleTimeline.jitter(seed: seed, event: now, in: Self.refresh)
        return Timeline(entries: entries, policy: .after(now + refresh))
    }
}
