import Foundation
import Vignette

/// The header the medium, large and extra-large layouts share: place and temperature
/// on the left; the sky, its name and today's range on the right.
struct CurrentConditions: Component {
    let state: WeatherState
    var temperatureSize: CGFloat = 36

    var body: some Element {
        Row(alignment: .top, spacing: 8) {
            Column(alignment: .leading, spacing: 0) {
                Words(state.placeName).font(.headline).lineLimit(1)
                Words(WeatherWording.temperature(state.now.temperature))
                    .font(.system(size: temperatureSize, weight: .regular))
                    .lineLimit(1)
                    .contentTransition(.numericText)
            }
            .layoutPriority(1)
            .accessibilityElement(children: .combine)
            Spring(minLength: 8)
            Column(alignment: .trailing, spacing: 1) {
                WeatherIcon(symbol: state.symbol, font: .subheadline).padding(.bottom, 1)
                Words(state.condition).font(.footnote.weight(.semibold))
                Words(state.highLow).font(.footnote.weight(.medium))
            }
            .lineLimit(1)
            .accessibilityElement(children: .combine)
        }
    }
}
