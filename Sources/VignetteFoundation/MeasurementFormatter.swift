import Foundation

/// Apple's `MeasurementFormatter`, which Foundation on Linux declares unavailable: temperatures as
/// Apple writes them ("68°F" for 20 °C in en_US; the locale's scale unless `.providedUnit`, "68°" with
/// `.temperatureWithoutUnit`); other measurements as the number and the unit's symbol ("5 km").
/// The number is written by `numberFormatter` (Docs/SwiftUI.md §5).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How a unit is chosen and written.
    public struct UnitOptions: OptionSet, Sendable {
        /// The raw bits, as Apple's.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write the measurement in its own unit, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Pick a unit of a natural scale (kept; not applied here).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Write a temperature with the degree sign only ("68°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How long the unit is written (kept; temperatures use the degree sign in every style).
    open var unitStyle = Formatter.UnitStyle.medium
    /// How the unit is chosen.
    open var unitOptions: UnitOptions = []
    /// The locale whose temperature scale and digits are used.
    open var locale: Locale = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// Writes the number.
    open var numberFormatter: NumberFormatter = {
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        return numbers
    }()

    /// A formatter for the current locale.
    public override init() { super.init() }
    /// Not supported: formatters are made in code.
    public required init?(coder: NSCoder) { nil }

    /// `measurement` as text: temperatures converted to the locale's scale (°F where the locale
    /// measures in US units) unless `.providedUnit` is set.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        if let temperature = measurement as? Measurement<UnitTemperature> {
            let usesFahrenheit = locale.measurementSystem == .us
            let unit: UnitTemperature =
                unitOptions.contains(.providedUnit) ? temperature.unit : (usesFahrenheit ? .fahrenheit : .celsius)
            let value = temperature.converted(to: unit).value
            let number = numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
            guard !unitOptions.contains(.temperatureWithoutUnit) else { return number + "°" }
            return number + (unit == .fahrenheit ? "°F" : unit == .celsius ? "°C" : " " + unit.symbol)
        }
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        return number + " " + measurement.unit.symbol
    }

    /// `unit`'s symbol.
    open func string(from unit: Unit) -> String { unit.symbol }

    /// The text of a `Measurement` given as `Any`, nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let temperature = obj as? Measurement<UnitTemperature> { return string(from: temperature) }
        if let length = obj as? Measurement<UnitLength> { return string(from: length) }
        return nil
    }
}
