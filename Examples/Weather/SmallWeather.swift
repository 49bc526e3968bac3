import Foundation
import Vignette

/// systemSmall: place, the temperature large, then the sky and today's high and low:
/// four pieces of information.
struct SmallWeather: Component {
    let state: WeatherState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Words(state.placeName).font(.headline).lineLimit(1)
            Words(WeatherWording.temperature(state.now.temperature))
                .font(.system(size: 42, weight: .regular))
                .lineLimit(1)
                .contentTransition(.numericText)
            Spring(minLength: 2)
            WeatherIcon(symbol: state.symbol, font: .subheadline)
                .padding(.bottom, 2)
            Words(state.condition).font(.subheadline.weight(.semibold)).lineLimit(1)
            Words(state.highLow).font(.subheadline.weight(.medium)).lineLimit(1)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
