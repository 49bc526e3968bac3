import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The weather example: what it shows at its moments, and its data file's errors.
@Suite struct WeatherExampleTests {
    let forecast: WeatherForecast
    let calendar = exampleCalendar(WeatherWidget.definition.timeZone)

    init() throws { forecast = try WeatherForecast.cached.get() }

    func state(_ hour: Int, _ minute: Int) -> WeatherState {
        WeatherState(
            at: ExampleChecks.date(WeatherWidget.definition.timeZone, day: 23, hour: hour, minute: minute),
            forecast: forecast, calendar: calendar)
    }

    @Test func statesAtTheDemoMoments() {
        #expect(WeatherWidget.definition.moments.map(\.name) == ["sunny-morning", "rainy-afternoon", "clear-night"])
        let morning = state(9, 10)
        #expect(!morning.isNight && morning.condition == "Sunny" && morning.symbol == "sun.max.fill")
        #expect(morning.sky == .day)
        #expect(WeatherWording.temperature(morning.now.temperature) == "5°")

        let afternoon = state(15, 20)
        #expect(afternoon.condition == "Rain" && afternoon.sky == .rain)
        #expect(afternoon.nextHours.first?.hour.hour == 16)
        #expect(afternoon.nextHours.first?.isNight == true)  // sunset 15:49

        let night = state(22, 30)
        #expect(night.isNight && night.condition == "Clear" && night.symbol == "moon.stars.fill")
        // The strip runs past midnight into tomorrow's hours.
        #expect(night.nextHours.prefix(3).map(\.hour.hour) == [23, 0, 1])
        #expect(WeatherWording.temperature(night.nextHours[5].hour.temperature) == "−1°")
    }

    @Test func wording() {
        #expect(WeatherWording.highLow(forecast.days[0]) == "H:8° L:2°")
        #expect(WeatherWording.dayName(forecast.days[0], index: 0, calendar: calendar) == "Today")
        #expect(WeatherWording.dayName(forecast.days[1], index: 1, calendar: calendar) == "Tue")
        #expect(WeatherWording.chance(90, condition: .rain) == "90%")
        #expect(WeatherWording.chance(10, condition: .partlyCloudy) == nil)
        #expect(state(9, 10).weekRange == -1...10)
    }

    @Test func everyFamilyBuildsAtEveryMoment() throws {
        try ExampleChecks.everyFamilyBuilds(WeatherWidget.definition.id, unsupported: nil)
    }

    @Test func dataErrorsNameFileAndField() throws {
        let good = try String(contentsOf: sampleURL("weather"), encoding: .utf8)
        let file = "weather.json"
        #expect(ExampleChecks.decodeError(good, as: WeatherForecast.self, file: file) == nil)
        let badCondition = good.replacingOccurrences(of: #""condition": "snow""#, with: #""condition": "sleet""#)
        #expect(
            ExampleChecks.decodeError(badCondition, as: WeatherForecast.self, file: file)?.message
                .hasPrefix("weather.json: days[2].condition:") == true)
        let badRange = good.replacingOccurrences(of: #""low": 4,  "high": 9"#, with: #""low": 12,  "high": 9"#)
        #expect(
            ExampleChecks.decodeError(badRange, as: WeatherForecast.self, file: file)?.message
                == "weather.json: days[4].low: low 12 is above high 9")
        let badChance = good.replacingOccurrences(
            of: #""heavyRain",    "precipitation": 90"#,
            with: #""heavyRain",    "precipitation": 190"#)
        #expect(
            ExampleChecks.decodeError(badChance, as: WeatherForecast.self, file: file)?.message
                == "weather.json: hours[16].precipitation: expected a chance from 0 to 100, got 190")
        let badSunset = good.replacingOccurrences(of: #""sunset": "15:49""#, with: #""sunset": "3:49 PM""#)
        #expect(
            ExampleChecks.decodeError(badSunset, as: WeatherForecast.self, file: file)?.message
                .hasPrefix("weather.json: sunset: expected a 24-hour time") == true)
    }
}

/// The sample file in the source tree, for tests that edit it.
func sampleURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Data/\(name).json")
}
