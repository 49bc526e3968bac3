import Foundation
import Vignette

/// The next hours side by side: the hour, its sky, its temperature, each hour a
/// column sharing the width evenly.
struct HourlyStrip: Component {
    let hours: [(hour: WeatherForecast.Hour, isNight: Bool)]
    var iconFont: Typeface = .body
    var spacing: CGFloat = 4

    var body: some Element {
        Row(alignment: .top, spacing: 0) {
            Each(hours.indices.map { $0 }) { index in
                let entry = hours[index]
                Column(spacing: spacing) {
                    Words(WeatherWording.hour(entry.hour.hour))
                        .font(.caption.weight(.semibold).monospacedDigit())
                        .opacity(0.8)
                    WeatherIcon(symbol: entry.hour.condition.symbol(night: entry.isNight), font: iconFont,
                                label: entry.hour.condition.name(night: entry.isNight))
                        .frame(height: 20)
                    Words(WeatherWording.temperature(entry.hour.temperature))
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                }
                .lineLimit(1)
                // An hour reads as one element ("10, Partly Cloudy, 6°"), not the row of hours first.
                .accessibilityElement(children: .combine)
                .frame(maxWidth: .infinity)
            }
        }
    }
}
