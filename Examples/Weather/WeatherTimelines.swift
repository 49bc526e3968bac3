import Foundation
import Vignette
import VignetteTimeline

/// The weather widget with its timeline provider (`WeatherProvider`), for
/// `vignette timeline --widget weather --day 2026-11-23`: the forecast's day in Bergen.
public enum WeatherTimelines {
    /// A commuter's day: the phone locked overnight (protected data unreadable) and
    /// opened at 07:15 to check the weather before leaving (a free reload).
    public static let routine = DailyRoutine(lockedMinutes: [(60)..<(6 * 60 + 30)], foregroundReloads: [7 * 60 + 15])

    public static let timelines = AnyTimelineWidget(widget(store: nil, seed: 1), routine: routine) { store, scenario in
        try store.write(try WeatherForecast.cached.get(), forKey: WeatherProvider.storeKey)
        return widget(store: store, seed: scenario.seed)
    }

    static func widget(store: AppGroupStore?, seed: UInt64) -> TimelineWidget<WeatherProvider> {
        ExampleTimeline.widget(
            WeatherWidget.definition, provider: WeatherProvider(store: store, seed: seed),
            describe: describe, truth: truth(at:),
            view: { state, environment in WeatherWidget.view(state, in: environment) })
    }

    /// What the widget shows, in the words the simulation compares: the hour's
    /// conditions, and day or night (the sky changes at sunset even in steady rain).
    /// The hourly strip follows from the hour.
    @Sendable static func describe(_ state: WeatherState) -> String {
        let hour = String(format: "%02d", state.now.hour), sky = state.isNight ? "night" : "day"
        return
            "\(hour)h \(sky) \(state.condition.lowercased()) \(Int(state.now.temperature))°, rain \(state.now.precipitation) %"
    }

    /// What the widget should show at `date`: the bundled forecast there, in Bergen.
    @Sendable static func truth(at date: Date) -> WeatherState {
        sample(at: date, calendar: exampleCalendar(WeatherWidget.definition.timeZone))
    }

    /// The bundled forecast at `date`: for placeholders and previews (no store, never locked).
    static func sample(at date: Date, calendar: Calendar) -> WeatherState {
        WeatherState(at: date, forecast: (try? WeatherForecast.cached.get()) ?? fallbackForecast, calendar: calendar)
    }

    /// A dry, mild day, if the bundle is broken: a placeholder must not fail.
    private static var fallbackForecast: WeatherForecast {
        let hours = (0..<24).map {
            WeatherForecast.Hour(hour: $0, temperature: 10, condition: .cloudy, precipitation: 0)
        }
        let day = LocalDateTime(year: 2026, month: 11, day: 23)
        return WeatherForecast(
            place: "—", day: day, sunrise: ClockTime(hour: 8, minute: 0), sunset: ClockTime(hour: 16, minute: 0),
            hours: hours, tomorrowHours: [],
            days: [.init(day: day, low: 10, high: 10, condition: .cloudy, precipitation: 0)],
            details: .init(humidity: 50, windKph: 0, windDirection: "N", uvIndex: 0, feelsLikeOffset: 0))
    }
}
