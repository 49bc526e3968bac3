import Foundation
import SwiftUI
@testable import VignetteExamples

/// The header the medium, large and extra-large layouts share: place and temperature on the left;
/// the sky, its name and today's range on the right.
struct CurrentConditionsView: View {
    let state: WeatherState
    var temperatureSize: CGFloat = 36

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 0) {
                Text(state.place).font(.headline).lineLimit(1)
                Text(WeatherWording.temperature(state.now.temperature))
                    .font(.system(size: temperatureSize, weight: .regular))
                    .lineLimit(1)
            }
            .layoutPriority(1)
            Spacer(minLength: 8)
            VStack(alignment: .trailing, spacing: 1) {
                WeatherSymbol(name: state.symbol, font: .subheadline).padding(.bottom, 1)
                Text(state.condition).font(.footnote.weight(.semibold))
                Text(WeatherWording.highLow(state.today)).font(.footnote.weight(.medium))
            }
            .lineLimit(1)
        }
    }
}

/// The next hours side by side: the hour, its sky, its temperature, each hour a column sharing the
/// width evenly.
struct HourlyStripView: View {
    let hours: [(hour: WeatherForecast.Hour, isNight: Bool)]
    var iconFont: Font = .body
    var spacing: CGFloat = 4
    var showsSky = true
    var skyHeight: CGFloat? = 20

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(hours.indices, id: \.self) { index in
                let entry = hours[index]
                VStack(spacing: spacing) {
                    Text(WeatherWording.hour(entry.hour.hour))
                        .font(.caption.weight(.semibold).monospacedDigit())
                        .opacity(0.8)
                    if showsSky {
                        WeatherSymbol(name: entry.hour.condition.symbol(night: entry.isNight), font: iconFont)
                            .frame(height: skyHeight)
                    }
                    Text(WeatherWording.temperature(entry.hour.temperature))
                        .font(.subheadline.weight(.semibold).monospacedDigit())
                }
                .lineLimit(1)
                .frame(maxWidth: .infinity)
            }
        }
    }
}

/// One day of the forecast: name, sky (with the chance of rain under it when likely), low, range
/// bar, high.
struct DailyRowView: View {
    let day: WeatherForecast.Day
    let index: Int
    let state: WeatherState
    var barWidth: CGFloat = 96
    @Environment(\.calendar) private var calendar

    var body: some View {
        HStack(spacing: 8) {
            Text(WeatherWording.dayName(day, index: index, calendar: calendar))
                .font(.subheadline.weight(.semibold))
                .frame(width: 48, alignment: .leading)
            VStack(spacing: 0) {
                WeatherSymbol(name: day.condition.symbol(night: false), font: .subheadline)
                if let chance = WeatherWording.chance(day.precipitation, condition: day.condition) {
                    Text(chance).font(.system(size: 11, weight: .bold))
                }
            }
            .frame(width: 32)
            Spacer(minLength: 0)
            Text(WeatherWording.temperature(day.low))
                .font(.subheadline.weight(.medium).monospacedDigit())
                .opacity(0.7)
                .frame(width: 32, alignment: .trailing)
            TemperatureRangeBarView(
                low: day.low, high: day.high, scale: state.weekRange,
                current: index == 0 ? state.now.temperature : nil, width: barWidth)
            Text(WeatherWording.temperature(day.high))
                .font(.subheadline.weight(.semibold).monospacedDigit())
                .frame(width: 30, alignment: .trailing)
        }
        .lineLimit(1)
    }
}

/// A day's low-to-high span on the week's scale, as a coloured capsule on a faint track; today's
/// bar carries a dot at the current temperature.
struct TemperatureRangeBarView: View {
    let low: Double
    let high: Double
    let scale: ClosedRange<Double>
    var current: Double?
    var width: CGFloat = 96
    var height: CGFloat = 4

    var body: some View {
        let start = position(low), end = max(position(high), position(low) + height)
        ZStack(alignment: .leading) {
            Capsule().fill(TemperatureStyle.track).frame(width: width, height: height)
            Capsule().fill(TemperatureStyle.bar).frame(width: end - start, height: height).offset(x: start)
            if let current {
                Circle().fill(.white)
                    .frame(width: height + 2, height: height + 2)
                    .padding(1.5)
                    .background(Circle().fill(.black.opacity(0.35)))
                    .offset(x: min(max(position(current) - height / 2 - 2.5, -1.5), width - height - 3.5))
            }
        }
        .frame(width: width, height: height + 5)
    }

    private func position(_ value: Double) -> CGFloat {
        let span = max(scale.upperBound - scale.lowerBound, 1)
        return CGFloat((value - scale.lowerBound) / span) * width
    }
}
