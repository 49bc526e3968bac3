import Foundation

/// ICU's names of Foundation's units (CLDR's `type-subtype`, e.g. `length-meter`), for number skeletons.
enum MeasurementUnitSkeleton {
    /// The units known here, with ICU's names: those of length, energy, mass, speed, temperature,
    /// volume and duration that Foundation declares and CLDR names.
    private static let table: [(Dimension, String)] = [
        (UnitLength.kilometers, "length-kilometer"), (UnitLength.meters, "length-meter"),
        (UnitLength.decimeters, "length-decimeter"), (UnitLength.centimeters, "length-centimeter"),
        (UnitLength.millimeters, "length-millimeter"), (UnitLength.micrometers, "length-micrometer"),
        (UnitLength.nanometers, "length-nanometer"), (UnitLength.miles, "length-mile"),
        (UnitLength.yards, "length-yard"), (UnitLength.feet, "length-foot"), (UnitLength.inches, "length-inch"),
        (UnitLength.nauticalMiles, "length-nautical-mile"),
        (UnitLength.scandinavianMiles, "length-mile-scandinavian"),
        (UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"),
        (UnitEnergy.joules, "energy-joule"), (UnitEnergy.kilojoules, "energy-kilojoule"),
        (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
        (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
        (UnitMass.pounds, "mass-pound"), (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"),
        (UnitMass.metricTons, "mass-tonne"),
        (UnitSpeed.metersPerSecond, "speed-meter-per-second"),
        (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"),
        (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot"),
        (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
        (UnitTemperature.kelvin, "temperature-kelvin"),
        (UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"),
        (UnitVolume.cubicMeters, "volume-cubic-meter"), (UnitVolume.fluidOunces, "volume-fluid-ounce"),
        (UnitVolume.gallons, "volume-gallon"), (UnitVolume.cups, "volume-cup"),
        (UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"),
        (UnitDuration.seconds, "duration-second"),
    ]

    /// `measure-unit/type-subtype` for `unit`, or nil for a unit ICU is not told of here.
    static func skeleton(for unit: Dimension) -> String? {
        table.first { type(of: $0.0) == type(of: unit) && $0.0.symbol == unit.symbol }.map { "measure-unit/" + $0.1 }
    }

    /// Whether CLDR has regional preferences for the unit's dimension, so ICU converts for a usage
    /// (length, energy, mass, speed, temperature, volume; not duration).
    static func hasRegionalPreference(_ unit: Dimension) -> Bool {
        unit is UnitLength || unit is UnitEnergy || unit is UnitMass || unit is UnitSpeed || unit is UnitVolume
            || unit is UnitTemperature
    }

    /// The regions whose temperatures are in Fahrenheit (CLDR's `unitPreferenceData`, temperature default).
    static let fahrenheitRegions: Set<String> = ["US", "BS", "BZ", "KY", "PR", "PW"]

    /// ICU's number skeleton for a `FloatingPointFormatStyle`'s precision and grouping, read from its
    /// Codable form (Foundation keeps them internal); empty for the default. Rounding, sign, notation and
    /// scale are not carried over (Docs/SwiftUI.md §5, "Measurements").
    static func numberSkeleton(_ style: FloatingPointFormatStyle<Double>) -> String {
        guard let data = try? JSONEncoder().encode(style),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let collection = json["collection"] as? [String: Any]
        else { return "" }
        var stems: [String] = []
        if let precision = (collection["precision"] as? [String: Any])?["option"] as? [String: Any] {
            stems += precisionStems(precision)
        }
        if let group = (collection["group"] as? [String: Any])?["option"] as? Int {
            stems.append(group == 1 ? "group-off" : "group-auto")
        }
        return stems.joined(separator: " ")
    }

    private static func precisionStems(_ option: [String: Any]) -> [String] {
        if let minimum = option["minSignificantDigits"] as? Int {
            let maximum = option["maxSignificantDigits"] as? Int
            return [
                String(repeating: "@", count: max(minimum, 1))
                    + (maximum.map { String(repeating: "#", count: max($0 - minimum, 0)) } ?? "+")
            ]
        }
        var stems: [String] = []
        let minimumFraction = option["minFractionalLength"] as? Int
        let maximumFraction = option["maxFractionalLength"] as? Int
        if minimumFraction != nil || maximumFraction != nil {
            let required = minimumFraction ?? 0
            let optional = maximumFraction.map { String(repeating: "#", count: max($0 - required, 0)) } ?? "+"
            switch (required, optional) {
            case (0, ""): stems.append("precision-integer")
            case (0, "+"): stems.append("precision-unlimited")
            default: stems.append("." + String(repeating: "0", count: required) + optional)
            }
        }
        let minimumInteger = option["minIntegerLength"] as? Int
        let maximumInteger = option["maxIntegerLength"] as? Int
        if minimumInteger != nil || maximumInteger != nil {
            let required = minimumInteger ?? 0
            let optional = maximumInteger.map { String(repeating: "#", count: max($0 - required, 0)) } ?? "+"
            stems.append("integer-width/" + optional + String(repeating: "0", count: required))
        }
        return stems
    }
}
