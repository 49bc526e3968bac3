import Foundation
import Vignette

/// One day of the forecast: name, sky (with the chance of rain under it when likely),
/// low, range bar, high.
struct DailyRow: Component {
    let day: WeatherForecast.Day
    let index: Int
    let state: WeatherState
    let calendar: Calendar
    var barWidth: CGFloat = 96

    var body: some Element {
        Row(spacing: 8) {
            Words(WeatherWording.dayName(day, index: index, calendar: calendar))
                .font(.subheadline.weight(.semibold))
                .frame(width: 48, alignment: .leading)
            Column(spacing: 0) {
                WeatherIcon(
                    symbol: day.condition.symbol(night: false), font: .subheadline,
                    label: day.condition.name(night: false))
                if let chance = WeatherWording.chance(day.precipitation, condition: day.condition) {
                    Words(chance).font(.system(size: 11, weight: .bold))
                }
            }
            .frame(width: 32)
            Spring(minLength: 0)
            Words(WeatherWording.temperature(day.low))
                .font(.subheadline.weight(.medium).monospacedDigit())
                .opacity(0.7)
                .frame(width: 32, alignment: .trailing)
            TemperatureRangeBar(
                low: day.low, high: day.high, scale: state.weekRange,
                current: index == 0 ? state.now.temperature : nil, width: barWidth)
            Words(WeatherWording.temperature(day.high))
                .font(.subheadline.weight(.semibold).monospacedDigit())
                .frame(width: 30, alignment: .trailing)
        }
        .lineLimit(1)
        .accessibilityElement(children: .combine)
    }
}
