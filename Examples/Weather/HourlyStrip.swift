import Foundation
import Vignette

/// The next hours side by side: the hour, its sky, its temperature, each hour a
/// column sharing the width evenly.
struct HourlyStrip: Component {
    let hours: [(hour: WeatherForecast.Hour, isNight: Bool)]
    var iconFont: Typeface = .body
    var spacing: CGFloat = 4
    /// Without the sky, when the text is too large for three lines in the height.
    var showsSky = true
    /// The sky's height: a fixed 20 pt lines the hours up at the standard text sizes; nil lets the
    /// symbol take its size from the text size (accessibility sizes, where it outgrows 20 pt).
    var skyHeight: CGFloat? = 20

    var body: some Element {
        Row(alignment: .top, spacing: 0) {
            Each(hours.indices.map { $0 }) { index in
                let entry = hours[index], sky = entry.hour.condition.name(night: entry.isNight)
                Column(spacing: spacing) {
                    Words(WeatherWording.hour(entry.hour.hour))
                        .font(.caption.weight(.semibold).monospacedDigit())
                        .opacity(0.8)
                    if showsSky {
                        WeatherIcon(
                            symbol: entry.hour.condition.symbol(night: entry.isNight), font: iconFont,
                            label: sky
                        )
                        .frame(height: skyHeight)
                    }
                    Words(WeatherWording.temperature(entry.hour.temperature))
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                }
                .lineLimit(1)
                // An hour reads as one element ("10, Partly Cloudy, 6°"), not the row of hours first,
                // and with its sky where the text size left no room to draw it.
                .accessibilityElement(children: .combine)
                .accessibilityLabel(
                    [
                        WeatherWording.hour(entry.hour.hour), sky,
                        WeatherWording.temperature(entry.hour.temperature),
                    ].joined(separator: ", ")
                )
                .frame(maxWidth: .infinity)
            }
        }
    }
}
