import Foundation
import Vignette

/// systemExtraLarge (iPad): now and the next hours on the left with today's details;
/// the week on the right.
struct ExtraLargeWeather: Component {
    let state: WeatherState
    let calendar: Calendar

    var body: some Element {
        Row(alignment: .top, spacing: 20) {
            Column(alignment: .leading, spacing: 0) {
                CurrentConditions(state: state, temperatureSize: 48)
                Spring(minLength: 8)
                HourlyStrip(hours: Array(state.nextHours.prefix(7)), spacing: 4)
                Spring(minLength: 8)
                details
            }
            // Each side is read whole before the other (now and today, then the week).
            .accessibilityElement(children: .contain)
            .frame(maxHeight: .infinity)
            Rect().fill(.white.opacity(0.25)).frame(width: 0.5)
            Column(alignment: .leading, spacing: 0) {
                Each(Array(state.days.enumerated()).map { $0 }) { item in
                    if item.offset > 0 { Spring(minLength: 2) }
                    DailyRow(day: item.element, index: item.offset, state: state, calendar: calendar, barWidth: 88)
                }
            }
            .accessibilityElement(children: .contain)
            .frame(maxHeight: .infinity)
        }
        .foregroundStyle(.white)
    }

    /// Feels-like, wind, humidity and UV in small labelled cells.
    private var details: Node {
        Row(spacing: 8) {
            cell("FEELS LIKE", WeatherWording.temperature(state.now.temperature + state.details.feelsLikeOffset))
            cell("WIND \(state.details.windDirection)", "\(Int(state.details.windKph.rounded())) km/h")
            cell("HUMIDITY", "\(state.details.humidity)%")
            cell("UV", "\(state.details.uvIndex)")
        }
        .node
    }

    private func cell(_ title: String, _ value: String) -> Node {
        Column(alignment: .leading, spacing: 2) {
            Words(title).font(.caption2.weight(.semibold)).opacity(0.7)
            Words(value).font(.subheadline.weight(.semibold).monospacedDigit())
        }
        .lineLimit(1)
        .accessibilityElement(children: .combine)
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRect(cornerRadius: 10, style: .continuous).fill(.white.opacity(0.14)))
    }
}
