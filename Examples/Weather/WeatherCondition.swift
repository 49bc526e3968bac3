import Foundation

/// The sky in one word, as the forecast file writes it ("partlyCloudy"), with how the
/// widget names and draws it by day and by night.
enum WeatherCondition: String, Codable, Sendable, CaseIterable {
    case clear, partlyCloudy, cloudy, fog, drizzle, rain, heavyRain, thunderstorm, snow, windy

    /// "Sunny" by day, "Clear" at night.
    func name(night: Bool) -> String {
        switch self {
        case .clear: night ? "Clear" : "Sunny"
        case .partlyCloudy: "Partly Cloudy"
        case .cloudy: "Cloudy"
        case .fog: "Foggy"
        case .drizzle: "Drizzle"
        case .rain: "Rain"
        case .heavyRain: "Heavy Rain"
        case .thunderstorm: "Thunderstorms"
        case .snow: "Snow"
        case .windy: "Windy"
        }
    }

    /// The SF Symbol iOS's Weather uses for it.
    func symbol(night: Bool) -> String {
        switch self {
        case .clear: night ? "moon.stars.fill" : "sun.max.fill"
        case .partlyCloudy: night ? "cloud.moon.fill" : "cloud.sun.fill"
        case .cloudy: "cloud.fill"
        case .fog: "cloud.fog.fill"
        case .drizzle: "cloud.rain.fill"
        case .rain: "cloud.rain.fill"
        case .heavyRain: "cloud.heavyrain.fill"
        case .thunderstorm: "cloud.bolt.rain.fill"
        case .snow: "cloud.snow.fill"
        case .windy: "wind"
        }
    }

    /// Whether it brings rain or snow, so the chance of it is worth showing.
    var isWet: Bool {
        switch self {
        case .drizzle, .rain, .heavyRain, .thunderstorm, .snow: true
        default: false
        }
    }

    /// Which sky the widget's background paints.
    func sky(night: Bool) -> WeatherSky {
        if night { return .night }
        switch self {
        case .clear, .partlyCloudy, .windy: return .day
        case .cloudy, .fog: return .overcast
        case .drizzle, .rain, .heavyRain, .thunderstorm, .snow: return .rain
        }
    }
}
