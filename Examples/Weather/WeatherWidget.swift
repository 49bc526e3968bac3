import Foundation
import Vignette

/// A rainy Monday in Bergen: current conditions, the coming hours and the week, read
/// from `Data/weather.json` and placed at the render clock by `WeatherState`.
public enum WeatherWidget {
    public static let id = "weather"
    public static let timeZone = TimeZone(identifier: "Europe/Oslo")!

    /// Monday 2026-11-23: a clear morning, the afternoon downpour, a clear night.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("sunny-morning", demoDate(hour: 9, minute: 10)),
        ("rainy-afternoon", demoDate(hour: 15, minute: 20)),
        ("clear-night", demoDate(hour: 22, minute: 30)),
    ]

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                           .accessoryCircular, .accessoryRectangular, .accessoryInline]

    public static let definition = WidgetDefinition(
        id: id, displayName: "Weather", families: families, timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let forecast = try WeatherForecast.cached.get()
        let calendar = environment.calendar
        let state = WeatherState(at: environment.date, forecast: forecast, calendar: calendar)
        return try content(for: environment.family, state: state, calendar: calendar)
    }

    static func content(for family: WidgetFamily?, state: WeatherState, calendar: Calendar) throws -> Node {
        let sky = state.sky.background
        switch family {
        case .systemSmall: return SmallWeather(state: state).widgetBackground(sky)
        case .systemMedium: return MediumWeather(state: state).widgetBackground(sky)
        case .systemLarge: return LargeWeather(state: state, calendar: calendar).widgetBackground(sky)
        case .systemExtraLarge: return ExtraLargeWeather(state: state, calendar: calendar).widgetBackground(sky)
        case .accessoryCircular: return CircularWeather(state: state).node
        case .accessoryRectangular: return RectangularWeather(state: state).node
        case .accessoryInline: return InlineWeather(state: state).node
        default:
            throw VignetteError.unsupportedFamily(widget: id, family: family?.rawValue ?? "none",
                                                  supported: families.map(\.rawValue))
        }
    }

    static func demoDate(hour: Int, minute: Int) -> Date {
        LocalTime(year: 2026, month: 11, day: 23, hour: hour, minute: minute).date(in: exampleCalendar(timeZone))
    }
}
