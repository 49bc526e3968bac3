import Foundation
import Vignette

/// systemMedium: the current conditions above the next six hours.
struct MediumWeather: Component {
    let state: WeatherState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            CurrentConditions(state: state, temperatureSize: 34)
            Spring(minLength: 0)
            HourlyStrip(hours: Array(state.nextHours.prefix(6)), spacing: 2)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
