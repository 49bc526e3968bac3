import Foundation

/// What the weather widget shows at one instant: a pure function of the forecast, the
/// render clock and a calendar in the place's time zone.
struct WeatherState: Sendable, Equatable {
    var place: String
    var now: WeatherForecast.Hour
    var isNight: Bool
    var today: WeatherForecast.Day
    /// The coming hours after `now`, each with whether it is night then, running into tomorrow.
    var nextHours: [(hour: WeatherForecast.Hour, isNight: Bool)]
    var days: [WeatherForecast.Day]
    var details: WeatherForecast.Details
    var sunrise: ClockTime
    var sunset: ClockTime
    /// The week's lowest and highest temperatures, the scale of the range bars.
    var weekRange: ClosedRange<Double>

    init(at date: Date, forecast: WeatherForecast, calendar: Calendar) {
        let start = forecast.day.date(in: calendar)
        let hour = min(max(Int((date.timeIntervalSince(start) / 3600).rounded(.down)), 0), 23)
        let minute = calendar.component(.minute, from: date)
        let clock = ClockTime(hour: hour, minute: minute)
        place = forecast.place
        now = forecast.hours[hour]
        isNight = clock < forecast.sunrise || clock >= forecast.sunset
        today = forecast.days[0]
        let later = Array(forecast.hours.dropFirst(hour + 1)).map { ($0, false) }
            + forecast.tomorrowHours.map { ($0, true) }
        nextHours = later.map { hour, isTomorrow in
            let time = ClockTime(hour: hour.hour, minute: 0)
            let night = isTomorrow ? time < forecast.sunrise : (time < forecast.sunrise || time >= forecast.sunset)
            return (hour, night)
        }
        days = forecast.days
        details = forecast.details
        sunrise = forecast.sunrise
        sunset = forecast.sunset
        weekRange = (forecast.days.map(\.low).min() ?? 0)...(forecast.days.map(\.high).max() ?? 1)
    }

    var condition: String { now.condition.name(night: isNight) }
    var symbol: String { now.condition.symbol(night: isNight) }
    var sky: WeatherSky { now.condition.sky(night: isNight) }

    static func == (a: WeatherState, b: WeatherState) -> Bool {
        a.place == b.place && a.now == b.now && a.isNight == b.isNight && a.days == b.days
            && a.nextHours.map(\.hour) == b.nextHours.map(\.hour) && a.nextHours.map(\.isNight) == b.nextHours.map(\.isNight)
    }
}
