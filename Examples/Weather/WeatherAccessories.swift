import Foundation
import Vignette

/// Lock-screen weather, white on the wallpaper (the system renders accessories vibrant).

/// accessoryCircular: an open gauge from today's low to high with a marker at the
/// current temperature, the temperature in the middle and the sky above it.
struct CircularWeather: Component {
    let state: WeatherState

    var body: some Element {
        let span = max(state.today.high - state.today.low, 1)
        let fraction = min(max((state.now.temperature - state.today.low) / span, 0), 1)
        Layers {
            AccessoryBacking(in: .accessoryCircular)
            OpenGauge(fraction: fraction, diameter: 50, lineWidth: 4.5)
            Column(spacing: 0) {
                Symbol(state.symbol).font(.system(size: 11, weight: .semibold)).accessibilityLabel(state.condition)
                Words(WeatherWording.temperature(state.now.temperature))
                    .font(.system(size: 19, weight: .semibold, design: .rounded))
            }
            .offset(y: -1)
            Row(spacing: 0) {
                Words(WeatherWording.temperature(state.today.low))
                Spring(minLength: 0)
                Words(WeatherWording.temperature(state.today.high))
            }
            .font(.system(size: 11, weight: .semibold, design: .rounded))
            .frame(width: 42)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(.bottom, 5)
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        // One element: "Sunny, 5°", then the range as its value.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(state.condition), \(WeatherWording.temperature(state.now.temperature))")
        .accessibilityValue(WeatherWording.highLow(state.today))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// accessoryRectangular: place, the temperature with the sky, today's range.
struct RectangularWeather: Component {
    let state: WeatherState

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Row(spacing: 4) {
                // Small scale: a symbol with drops or stars below (cloud.rain.fill) keeps the row to
                // the text's height, so three lines fit the smallest lock screen's rectangle.
                Symbol(state.symbol).font(.headline).imageScale(.small).accessibilityHidden()
                Words(state.placeName).font(.headline)
            }
            Words("\(WeatherWording.temperature(state.now.temperature)) \(state.condition)").font(.body)
            Words(state.highLow).font(.body).opacity(0.75)
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// accessoryCorner (Apple Watch): the sky's symbol out in the corner, the temperature curving
/// inside it as the face's label (Apple: the label on the inside of the curve, the content outside).
struct CornerWeather: Component {
    let state: WeatherState

    var body: some Element {
        Symbol(state.symbol)
            .font(.system(size: 15, weight: .semibold))
            .widgetAccentable()
            .accessibilityLabel(state.condition)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .widgetLabel(WeatherWording.temperature(state.now.temperature))
            .foregroundStyle(.white)
    }
}

/// accessoryInline: the sky's symbol, the temperature and the place.
struct InlineWeather: Component {
    let state: WeatherState

    var body: some Element {
        Row(spacing: 4) {
            Symbol(state.symbol).accessibilityLabel(state.condition)
            Words("\(WeatherWording.temperature(state.now.temperature)) \(state.placeName)")
        }
        .font(.body.weight(.medium))
        .foregroundStyle(.white)
        .lineLimit(1)
    }
}
