import Foundation

/// Every piece of text the weather widget shows, in one place.
enum WeatherWording {
    /// "5°", "-1°" (a true minus sign).
    static func temperature(_ value: Double) -> String {
        let rounded = Int(value.rounded())
        return rounded < 0 ? "−\(-rounded)°" : "\(rounded)°"
    }

    /// "H:8° L:2°", in English (`WeatherState.highLow` translates it).
    static func highLow(_ day: WeatherForecast.Day) -> String {
        "H:\(temperature(day.high)) L:\(temperature(day.low))"
    }

    /// "14" for 14:00, 24-hour as in Norway.
    static func hour(_ hour: Int) -> String { String(format: "%02d", hour) }

    /// "Today", then "Tue", "Wed"…
    static func dayName(_ day: WeatherForecast.Day, index: Int, calendar: Calendar) -> String {
        if index == 0 { return "Today" }
        let weekday = calendar.component(.weekday, from: day.day.date(in: calendar))
        return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday - 1]
    }

    /// "90%" where rain or snow is likely enough to mention.
    static func chance(_ percent: Int, condition: WeatherCondition) -> String? {
        condition.isWet && percent >= 30 ? "\(percent)%" : nil
    }

    static func feelsLike(_ state: WeatherState) -> String {
        "Feels like \(temperature(state.now.temperature + state.details.feelsLikeOffset))"
    }

    static func wind(_ details: WeatherForecast.Details) -> String {
        "\(Int(details.windKph.rounded())) km/h \(details.windDirection)"
    }
}
