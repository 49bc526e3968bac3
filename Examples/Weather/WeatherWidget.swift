import Foundation
import Vignette

/// A rainy Monday in Bergen: current conditions, the coming hours and the week, read
/// from `Data/weather.json` and placed at the render clock by `WeatherState`.
public enum WeatherWidget {
    public static let definition = WidgetDefinition(
        id: "weather", displayName: "Weather",
        families: [
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner,
        ],
        timeZone: TimeZone(identifier: "Europe/Oslo")!,
        // Monday 2026-11-23: a clear morning, the afternoon downpour, a clear night.
        moments: [
            "sunny-morning": "2026-11-23T09:10", "rainy-afternoon": "2026-11-23T15:20",
            "clear-night": "2026-11-23T22:30",
        ]
    ) { environment in
        let state = WeatherState(
            at: environment.date, forecast: try WeatherForecast.cached.get(),
            calendar: environment.calendar)
        view(state, in: environment)
    }

    /// The weather in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: WeatherState, in environment: WidgetEnvironment) -> Node {
        let sky = state.sky.background, calendar = environment.calendar
        let state = state.translated(into: environment.locale)
        switch environment.family {
        case .systemSmall: SmallWeather(state: state).widgetBackground(sky)
        case .systemMedium:
            MediumWeather(state: state, accessibilitySize: environment.dynamicTypeSize.isAccessibilitySize)
                .widgetBackground(sky)
        case .systemLarge: LargeWeather(state: state, calendar: calendar).widgetBackground(sky)
        case .systemExtraLarge: ExtraLargeWeather(state: state, calendar: calendar).widgetBackground(sky)
        case .accessoryCircular: CircularWeather(state: state)
        case .accessoryRectangular: RectangularWeather(state: state)
        case .accessoryCorner: CornerWeather(state: state)
        default: InlineWeather(state: state)
        }
    }
}
