import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// Lock-screen weather, white on the wallpaper (the system renders accessories vibrant).

/// accessoryCircular: an open gauge from today's low to high with a marker at the current
/// temperature, the temperature in the middle and the sky above it.
struct CircularWeatherView: View {
    let state: WeatherState

    var body: some View {
        let span = max(state.today.high - state.today.low, 1)
        let fraction = min(max((state.now.temperature - state.today.low) / span, 0), 1)
        ZStack {
            AccessoryWidgetBackground()
            OpenGaugeView(fraction: fraction, diameter: 50, lineWidth: 4.5)
            VStack(spacing: 0) {
                Image(systemName: state.symbol).font(.system(size: 11, weight: .semibold))
                Text(WeatherWording.temperature(state.now.temperature))
                    .font(.system(size: 19, weight: .semibold, design: .rounded))
            }
            .offset(y: -1)
            HStack(spacing: 0) {
                Text(WeatherWording.temperature(state.today.low))
                Spacer(minLength: 0)
                Text(WeatherWording.temperature(state.today.high))
            }
            .font(.system(size: 11, weight: .semibold, design: .rounded))
            .frame(width: 42)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(.bottom, 5)
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A ring open at the bottom, a faint track and a marker at `fraction` of the way round, ringed in
/// black so it reads on the track. (Gauge's accessoryCircular style draws its own look; this one is
/// the example's.)
struct OpenGaugeView: View {
    let fraction: Double
    let diameter: CGFloat
    let lineWidth: CGFloat
    /// The gap at the bottom, in degrees.
    var opening: Double = 90

    var body: some View {
        let sweep = 360 - opening
        let radius = (diameter - lineWidth) / 2
        let angle = (-sweep / 2 + sweep * min(max(fraction, 0), 1)) * .pi / 180
        ZStack {
            // The track: a Circle's outline starts at 3 o'clock, so it is turned to start at -sweep/2 from 12.
            Circle()
                .inset(by: lineWidth / 2)
                .trim(from: 0, to: sweep / 360)
                .rotation(.degrees(-sweep / 2 - 90))
                .stroke(.white.opacity(0.35), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            Circle().fill(.white)
                .frame(width: lineWidth + 1, height: lineWidth + 1)
                .padding(1.5)
                .background(Circle().fill(.black.opacity(0.7)))
                .offset(x: radius * CGFloat(sin(angle)), y: -radius * CGFloat(cos(angle)))
                .widgetAccentable()
        }
        .frame(width: diameter, height: diameter)
    }
}

/// accessoryRectangular: place, the temperature with the sky, today's range.
struct RectangularWeatherView: View {
    let state: WeatherState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                Image(systemName: state.symbol).font(.headline).imageScale(.small)
                Text(state.place).font(.headline)
            }
            Text("\(WeatherWording.temperature(state.now.temperature)) \(state.condition)").font(.body)
            Text(WeatherWording.highLow(state.today)).font(.body).opacity(0.75)
        }
        .foregroundStyle(.white)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// accessoryCorner (Apple Watch): the sky's symbol out in the corner, the temperature curving
/// inside it as the face's label.
struct CornerWeatherView: View {
    let state: WeatherState

    var body: some View {
        Image(systemName: state.symbol)
            .font(.system(size: 15, weight: .semibold))
            .widgetAccentable()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .widgetLabel(WeatherWording.temperature(state.now.temperature))
            .foregroundStyle(.white)
    }
}

/// accessoryInline: the sky's symbol, the temperature and the place.
struct InlineWeatherView: View {
    let state: WeatherState

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: state.symbol)
            Text("\(WeatherWording.temperature(state.now.temperature)) \(state.place)")
        }
        .font(.body.weight(.medium))
        .foregroundStyle(.white)
        .lineLimit(1)
    }
}
