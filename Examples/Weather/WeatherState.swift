import Foundation
import Vignette

/// What the weather widget shows at one instant: a pure function of the forecast, the
/// render clock and a calendar in the place's time zone. Its words are English until the
/// view translates them into the render's locale (`translated(into:)`), as on iOS an entry
/// is made without a locale and the view is drawn in the environment's.
struct WeatherState: Sendable, Equatable {
    /// The place, as the forecast names it in English (`placeName` is what is shown).
    var place: String
    /// The words' translations, and the locale they are shown in.
    var strings = StringTable()
    var locale = LocaleNames.standard
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
        let later =
            Array(forecast.hours.dropFirst(hour + 1)).map { ($0, false) }
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

    /// The state with its words shown in `locale`, from the widget's string catalogue (English
    /// if the bundle's catalogue were broken: drawing must not fail; WeatherExampleTests reads it).
    func translated(into locale: Locale) -> WeatherState {
        var copy = self
        copy.strings = (try? WeatherStrings.cached.get()) ?? StringTable()
        copy.locale = locale
        return copy
    }

    var placeName: String { strings.string(place, locale: locale) }
    var condition: String { strings.string(now.condition.name(night: isNight), locale: locale) }
    /// "H:8° L:2°".
    var highLow: String {
        strings.string(
            "H:%@ L:%@", locale: locale, .string(WeatherWording.temperature(today.high)),
            .string(WeatherWording.temperature(today.low)))
    }
    var symbol: String { now.condition.symbol(night: isNight) }
    var sky: WeatherSky { now.condition.sky(night: isNight) }

    static func == (a: WeatherState, b: WeatherState) -> Bool {
        a.place == b.place && a.now == b.now && a.isNight == b.isNight && a.days == b.days
            && a.nextHours.map(\.hour) == b.nextHours.map(\.hour)
            && a.nextHours.map(\.isNight) == b.nextHours.map(\.isNight)
    }
}
