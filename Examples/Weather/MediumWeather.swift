import Foundation
import Vignette

/// systemMedium: the current conditions above the next six hours.
///
/// At accessibility text sizes the same layout no longer fits (at AX3 a headline is 40 pt), so
/// it changes, as Apple asks of layouts at those sizes: place and temperature share one line
/// and three hours remain, each its hour and temperature, with its sky while that fits.
struct MediumWeather: Component {
    let state: WeatherState
    var accessibilitySize = false

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            if accessibilitySize {
                Row(alignment: .firstTextBaseline, spacing: 8) {
                    Words(state.placeName).font(.headline).lineLimit(1).minimumScaleFactor(0.5)
                    Spring(minLength: 0)
                    WeatherIcon(symbol: state.symbol, font: .headline, label: state.condition)
                    Words(WeatherWording.temperature(state.now.temperature)).font(.headline).lineLimit(1)
                }
                .accessibilityElement(children: .combine)
                Spring(minLength: 0)
                // The sky of each hour while it fits (AX1, AX2), then hour and temperature only.
                FirstThatFits(in: .vertical) {
                    HourlyStrip(hours: Array(state.nextHours.prefix(3)), spacing: 2, skyHeight: nil)
                    HourlyStrip(hours: Array(state.nextHours.prefix(3)), spacing: 2, showsSky: false)
                }
            } else {
                CurrentConditions(state: state, temperatureSize: 34)
                Spring(minLength: 0)
                HourlyStrip(hours: Array(state.nextHours.prefix(6)), spacing: 2)
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
