import Foundation
import Testing
import VignetteFoundation

/// `Measurement.FormatStyle` (Foundation on Linux lacks it) writes Apple's documented strings: ICU with
/// CLDR's data converts to the region's unit for a usage (Docs/SwiftUI.md §5, "Measurements").
struct MeasurementFormatStyleTests {
    private let us = Locale(identifier: "en_US")
    private let france = Locale(identifier: "fr_FR")

    // Apple's pages print French with a plain space; CLDR's French, which Apple's devices use, has a
    // no-break space (U+00A0) or a narrow one (U+202F) there.
    @Test func temperaturesAsAppleDocumentsThem() {
        // https://developer.apple.com/documentation/foundation/measurement/formatstyle
        let temperature = Measurement<UnitTemperature>(value: 38, unit: .celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(us)) == "100°F")
        // Apple's page prints "38°C": the CLDR French that ICU carries here has a narrow no-break space before
        // "°C" (CLDR versions differ; not compared with a device).
        #expect(temperature.formatted(.measurement(width: .abbreviated).locale(france)) == "38\u{202F}°C")
        #expect(temperature.formatted(.measurement(width: .wide).locale(us)) == "100 degrees Fahrenheit")
        #expect(temperature.formatted(.measurement(width: .wide).locale(france)) == "38\u{A0}degrés Celsius")
        // https://developer.apple.com/documentation/foundation/measurement/formatstyle/usage
        let fever = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(fever.formatted(Measurement.FormatStyle(width: .abbreviated, locale: us)) == "98°F")
        #expect(fever.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "36.8°C")
    }

    @Test func roadDistancesTakeTheRegionsUnit() {
        // https://developer.apple.com/documentation/foundation/measurement/formatstyle: "36 miles", "58 kilomètres"
        let distance = Measurement<UnitLength>(value: 36, unit: .miles)
        #expect(
            Measurement<UnitLength>.FormatStyle(width: .wide, locale: us, usage: .road).format(distance) == "36 miles")
        #expect(
            Measurement<UnitLength>.FormatStyle(width: .wide, locale: france, usage: .road).format(distance)
                == "58\u{A0}kilomètres")
    }

    @Test func providedUnitsKeepTheirUnitWithTheNumberStyle() {
        // https://developer.apple.com/documentation/foundation/formatstyle/measurement(width:usage:numberformatstyle:)
        let distances = [100.0, 1000, 10000, 100000, 1_000_000].map {
            Measurement(value: $0, unit: UnitLength.kilometers)
        }
        let style = Measurement<UnitLength>.FormatStyle(
            width: .narrow, locale: us, usage: .asProvided, numberFormatStyle: .number)
        #expect(distances.map(style.format) == ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
    }

    @Test func workoutEnergyIsFoodsAndTheNumberStylesPrecisionIsKept() {
        // CLDR has no workout usage: Apple's Foundation formats it as food ("Cal" in the US, "kcal" in France).
        let burned = Measurement(value: 432, unit: UnitEnergy.kilocalories)
        #expect(burned.formatted(.measurement(width: .abbreviated, usage: .workout).locale(us)) == "432 Cal")
        #expect(burned.formatted(.measurement(width: .wide, usage: .workout).locale(us)) == "432 Calories")
        let walked = Measurement(value: 5678, unit: UnitLength.meters)
        let oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...1))
        #expect(
            walked.formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: oneDecimal).locale(us))
                == "3.5 mi")
        #expect(
            walked.formatted(
                .measurement(width: .abbreviated, usage: .road, numberFormatStyle: oneDecimal).locale(france))
                == "5,7\u{202F}km")
    }

    @Test func theAttributedStyleMarksTheNumberAndTheUnit() {
        let walked = Measurement(value: 5678, unit: UnitLength.meters)
        let text = walked.formatted(.measurement(width: .abbreviated, usage: .road).attributed.locale(us))
        let runs = text.runs.map { (String(text[$0.range].characters), $0.numberPart, $0.numberSymbol, $0.measurement) }
        #expect(runs.map(\.0) == ["3", ".", "5", " ", "mi"])
        #expect(runs.map(\.1) == [.integer, nil, .fraction, nil, nil])
        #expect(runs.map(\.2) == [nil, .decimalSeparator, nil, nil, nil])
        #expect(runs.map(\.3) == [.value, .value, .value, nil, .unit])
    }
}
