import Foundation
import SwiftUI
@testable import VignetteExamples

/// systemSmall: place, the temperature large, then the sky and today's high and low.
struct SmallWeatherView: View {
    let state: WeatherState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(state.place).font(.headline).lineLimit(1)
            Text(WeatherWording.temperature(state.now.temperature))
                .font(.system(size: 42, weight: .regular))
                .lineLimit(1)
            Spacer(minLength: 2)
            WeatherSymbol(name: state.symbol, font: .subheadline)
                .padding(.bottom, 2)
            Text(state.condition).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text(WeatherWording.highLow(state.today)).font(.subheadline.weight(.medium)).lineLimit(1)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemMedium: the current conditions above the next six hours; at accessibility sizes one
/// header line and three hours, with their sky while it fits.
struct MediumWeatherView: View {
    let state: WeatherState
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if dynamicTypeSize.isAccessibilitySize {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(state.placeName).font(.headline).lineLimit(1).minimumScaleFactor(0.5)
                    Spacer(minLength: 0)
                    WeatherSymbol(name: state.symbol, font: .headline)
                    Text(WeatherWording.temperature(state.now.temperature)).font(.headline).lineLimit(1)
                }
                .accessibilityElement(children: .combine)
                Spacer(minLength: 0)
                ViewThatFits(in: .vertical) {
                    HourlyStripView(hours: Array(state.nextHours.prefix(3)), spacing: 2, skyHeight: nil)
                    HourlyStripView(hours: Array(state.nextHours.prefix(3)), spacing: 2, showsSky: false)
                }
            } else {
                CurrentConditionsView(state: state, temperatureSize: 34)
                Spacer(minLength: 0)
                HourlyStripView(hours: Array(state.nextHours.prefix(6)), spacing: 2)
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemLarge: current conditions, the next six hours, then six days with range bars.
struct LargeWeatherView: View {
    let state: WeatherState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            CurrentConditionsView(state: state, temperatureSize: 40)
            Spacer(minLength: 6)
            HourlyStripView(hours: Array(state.nextHours.prefix(6)), spacing: 3)
            Spacer(minLength: 6)
            Rectangle().fill(.white.opacity(0.25)).frame(height: 0.5)
            Spacer(minLength: 4)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(state.days.prefix(6).enumerated()), id: \.offset) { item in
                    if item.offset > 0 { Spacer(minLength: 2) }
                    DailyRowView(day: item.element, index: item.offset, state: state)
                }
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemExtraLarge (iPad): now and the next hours on the left with today's details; the week on
/// the right.
struct ExtraLargeWeatherView: View {
    let state: WeatherState

    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 0) {
                CurrentConditionsView(state: state, temperatureSize: 48)
                Spacer(minLength: 8)
                HourlyStripView(hours: Array(state.nextHours.prefix(7)), spacing: 4)
                Spacer(minLength: 8)
                details
            }
            .frame(maxHeight: .infinity)
            Rectangle().fill(.white.opacity(0.25)).frame(width: 0.5)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(state.days.enumerated()), id: \.offset) { item in
                    if item.offset > 0 { Spacer(minLength: 2) }
                    DailyRowView(day: item.element, index: item.offset, state: state, barWidth: 88)
                }
            }
            .frame(maxHeight: .infinity)
        }
        .foregroundStyle(.white)
    }

    /// Feels-like, wind, humidity and UV in small labelled cells.
    private var details: some View {
        HStack(spacing: 8) {
            DetailCell(
                title: "FEELS LIKE",
                value: WeatherWording.temperature(state.now.temperature + state.details.feelsLikeOffset))
            DetailCell(
                title: "WIND \(state.details.windDirection)", value: "\(Int(state.details.windKph.rounded())) km/h")
            DetailCell(title: "HUMIDITY", value: "\(state.details.humidity)%")
            DetailCell(title: "UV", value: "\(state.details.uvIndex)")
        }
    }
}

/// A small title over a value on a faint rounded card.
struct DetailCell: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption2.weight(.semibold)).opacity(0.7)
            Text(value).font(.subheadline.weight(.semibold).monospacedDigit())
        }
        .lineLimit(1)
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.white.opacity(0.14)))
    }
}
