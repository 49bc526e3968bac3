import Foundation

/// The weather widget's one relevance schema: what the forecast means for going out.
///
/// - 80 when rain (a chance of 60 % or more) starts within two hours: time to take an umbrella;
/// - 60 while it rains in a commute hour (07–09, 16–18);
/// - 40 in a dry commute hour, or while it rains at other times;
/// - 10 in other waking hours (06–23);
/// - 0 at night: nothing to act on.
///
/// Every input is hourly, so the score changes only on the hour, where the entries are.
enum WeatherRelevance {
    static let rainSoon: Double = 80
    static let rainyCommute: Double = 60
    static let commuteOrRain: Double = 40
    static let awake: Double = 10
    static let night: Double = 0

    static let rainChance = 60
    static let commuteHours: Set<Int> = [7, 8, 16, 17]
    static let wakingHours = 6..<23

    static func score(_ state: WeatherState) -> Double {
        let hour = state.now.hour
        let raining = state.now.precipitation >= rainChance
        let commute = commuteHours.contains(hour)
        if !raining, state.nextHours.prefix(2).contains(where: { $0.hour.precipitation >= rainChance }) {
            return rainSoon
        }
        if raining && commute { return rainyCommute }
        if raining || commute { return commuteOrRain }
        return wakingHours.contains(hour) ? awake : night
    }
}
