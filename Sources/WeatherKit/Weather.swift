import Foundation

/// The forecasts `weather(for:)` returns. None is ever returned on Linux (the service throws); the
/// types exist so a widget's code that reads them compiles, and its previews can make its own.
public struct Weather: Sendable {
    /// The current conditions.
    public var currentWeather: CurrentWeather
    /// The hour-by-hour forecast.
    public var hourlyForecast: Forecast<HourWeather>
    /// The day-by-day forecast.
    public var dailyForecast: Forecast<DayWeather>
}

/// A forecast: its items in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The items.
    public var forecast: [Element]
    /// The first item's index, 0.
    public var startIndex: Int { forecast.startIndex }
    /// One past the last item's index.
    public var endIndex: Int { forecast.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}

/// Conditions at one moment.
public struct CurrentWeather: Sendable {
    /// When.
    public var date: Date
    /// The kind of weather.
    public var condition: WeatherCondition
    /// An SF Symbol name for it ("cloud.sun").
    public var symbolName: String
    /// The air temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
}

/// One hour of a forecast.
public struct HourWeather: Sendable {
    /// The hour's start.
    public var date: Date
    /// The kind of weather.
    public var condition: WeatherCondition
    /// An SF Symbol name for it.
    public var symbolName: String
    /// The air temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
}

/// One day of a forecast.
public struct DayWeather: Sendable {
    /// The day's start.
    public var date: Date
    /// The kind of weather.
    public var condition: WeatherCondition
    /// An SF Symbol name for it.
    public var symbolName: String
    /// The day's high.
    public var highTemperature: Measurement<UnitTemperature>
    /// The day's low.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
}

/// A kind of weather; `description` is its name in words ("Mostly Cloudy").
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// Snow, wind and dust conditions, A to F.
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle
    /// Freezing rain to isolated thunderstorms.
    case freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms
    /// Mostly clear to snow.
    case mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow
    /// Strong storms to a wintry mix.
    case strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The case's name as words: `mostlyCloudy` is "Mostly Cloudy".
    public var description: String {
        var words: [String] = []
        for character in rawValue {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).uppercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: " ")
    }
}
