import Foundation
import Vignette
import VignetteSampleData

/// A place's forecast as the weather app would hand it to the widget
/// (`Data/weather.json`): today hour by hour, the first hours of tomorrow, seven days,
/// and today's details. Temperatures in °C.
struct WeatherForecast: SampleData, Encodable, Equatable {
    var place: String
    var day: LocalDateTime
    var sunrise: ClockTime
    var sunset: ClockTime
    /// Today's 24 hours, 0 to 23.
    var hours: [Hour]
    /// Tomorrow's first hours, so a late-evening strip runs past midnight.
    var tomorrowHours: [Hour]
    /// Today first, then the following days.
    var days: [Day]
    var details: Details

    struct Hour: Codable, Sendable, Equatable {
        var hour: Int
        var temperature: Double
        var condition: WeatherCondition
        /// Chance of precipitation, 0…100.
        var precipitation: Int
    }

    struct Day: Codable, Sendable, Equatable {
        var day: LocalDateTime
        var low: Double
        var high: Double
        var condition: WeatherCondition
        var precipitation: Int
    }

    struct Details: Codable, Sendable, Equatable {
        var humidity: Int
        var windKph: Double
        var windDirection: String
        var uvIndex: Int
        /// How much colder (negative) or warmer it feels than the thermometer says.
        var feelsLikeOffset: Double
    }

    func firstProblem() -> (location: String, reason: String)? {
        if hours.map(\.hour) != Array(0..<24) {
            return (
                "hours",
                "expected 24 hours, 0 to 23 in order; got \(hours.count) starting at \(hours.first?.hour ?? -1)"
            )
        }
        for (index, hour) in (hours + tomorrowHours).enumerated() where !(0...100).contains(hour.precipitation) {
            let path = index < 24 ? "hours[\(index)]" : "tomorrowHours[\(index - 24)]"
            return ("\(path).precipitation", "expected a chance from 0 to 100, got \(hour.precipitation)")
        }
        if days.isEmpty { return ("days", "expected at least today") }
        for (index, day) in days.enumerated() where day.low > day.high {
            return ("days[\(index)].low", "low \(day.low.formatted()) is above high \(day.high.formatted())")
        }
        if sunset <= sunrise { return ("sunset", "sunset \(sunset) is not after sunrise \(sunrise)") }
        return nil
    }

    static let cached: Result<WeatherForecast, VignetteError> = Result { () throws(VignetteError) in
        try SampleFile.bundled("weather", in: .module, subdirectory: "Data")
    }
}
