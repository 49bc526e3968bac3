import Foundation
import Testing
import VignetteFoundation

/// `MeasurementFormatter` (Foundation on Linux declares it unavailable) writes temperatures as Apple's.
struct MeasurementFormatterTests {
    private func formatter(_ locale: String, _ options: MeasurementFormatter.UnitOptions = []) -> MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.unitOptions = options
        formatter.numberFormatter.maximumFractionDigits = 0
        return formatter
    }

    @Test func temperaturesTakeTheLocalesScaleUnlessTheProvidedUnitIsAsked() {
        let twenty = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(formatter("en_US").string(from: twenty) == "68°F")
        #expect(formatter("en_GB").string(from: twenty) == "20°C")
        #expect(formatter("de_DE").string(from: twenty) == "20°C")
        #expect(formatter("en_US", .providedUnit).string(from: twenty) == "20°C")
        #expect(formatter("en_US", .temperatureWithoutUnit).string(from: twenty) == "68°")
        #expect(
            formatter("ko_KR", .temperatureWithoutUnit).string(
                from: Measurement(value: -3.4, unit: UnitTemperature.celsius)) == "-3°")
    }

    @Test func otherMeasurementsAreTheNumberAndTheUnitsSymbol() {
        let formatter = formatter("en_US", .providedUnit)
        formatter.numberFormatter.maximumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 5.25, unit: UnitLength.kilometers)) == "5.2 km")
    }
}
