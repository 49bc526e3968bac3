import Foundation

/// How a measurement's unit is chosen for what it measures (iOS 15): Apple's, which Foundation on Linux
/// lacks. `.general` is the locale's preferred unit, `.asProvided` the measurement's own; the others are
/// CLDR's usages (`.road`, `.personHeight`, `.food`…), which ICU converts to the region's unit.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// CLDR's name of the usage, or "asProvided".
    let usage: String

    /// The locale's preferred unit for the dimension.
    public static var general: Self { Self(usage: "default") }
    /// The unit the measurement was made in.
    public static var asProvided: Self { Self(usage: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's size.
    public static var person: Self { Self(usage: "person") }
    /// A person's height (feet and inches in the US).
    public static var personHeight: Self { Self(usage: "person-height") }
    /// A distance by road (miles in the US and the UK, kilometres elsewhere).
    public static var road: Self { Self(usage: "road") }
    /// A distance one can see.
    public static var visibility: Self { Self(usage: "visiblty") }
    /// The focal length of a lens.
    public static var focalLength: Self { Self(usage: "focal-length") }
    /// An amount of rain.
    public static var rainfall: Self { Self(usage: "rainfall") }
    /// An amount of snow.
    public static var snowfall: Self { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy in food (Calories in the US).
    public static var food: Self { Self(usage: "food") }
    /// Energy burned in a workout: CLDR has no usage of its own for it, so it is food's.
    public static var workout: Self { Self(usage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature.
    public static var person: Self { Self(usage: "person") }
    /// The weather's.
    public static var weather: Self { Self(usage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// The wind's speed.
    public static var wind: Self { Self(usage: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// An amount of liquid.
    public static var liquid: Self { Self(usage: "fluid") }
}

extension Measurement where UnitType: Dimension {
    /// Apple's measurement format style (iOS 15), which Foundation on Linux lacks: the value converted
    /// to the unit the locale's region prefers for `usage`, written by ICU with CLDR's data as Apple's
    /// Foundation writes it ("36 mi", "58 km", "100°F"; Docs/SwiftUI.md §5, "Measurements").
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How long the unit is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let skeleton: String
            /// The unit's full name: "37 Calories".
            public static var wide: Self { Self(skeleton: "unit-width-full-name") }
            /// Its abbreviation: "37 Cal".
            public static var abbreviated: Self { Self(skeleton: "unit-width-short") }
            /// Its shortest form, maybe without the space: "37Cal".
            public static var narrow: Self { Self(skeleton: "unit-width-narrow") }
        }

        /// How long the unit is written.
        public var width: UnitWidth
        /// The locale whose language and region's units are used.
        public var locale: Locale
        /// What the measurement is of; nil is `.general`.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil is the usage's own precision. Its precision and grouping are
        /// used; its rounding, sign, notation and scale are not.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Temperatures only: "90°" rather than "90°F" (`hidesScaleName`).
        var hidesScale = false

        /// A style of the given width, locale, usage and number style.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The style writing attributed text: number parts and the value and unit marked.
        public var attributed: Measurement<UnitType>.AttributedStyle { AttributedStyle(style: self) }

        /// `measurement` as text.
        public func format(_ measurement: Measurement<UnitType>) -> String { formatted(measurement).string }

        /// The text with its parts; the number and the unit's symbol where ICU does not know the unit.
        package func formatted(_ measurement: Measurement<UnitType>) -> ICUFormattedNumber {
            let (value, skeleton) = plan(measurement)
            if let skeleton, let result = ICUFormattedNumber(value, skeleton: skeleton, locale: locale) {
                return result
            }
            let number = (numberFormatStyle ?? .number).locale(locale).format(measurement.value)
            return ICUFormattedNumber(plain: number + " " + measurement.unit.symbol, numberLength: number.utf16.count)
        }

        /// The value to write and ICU's skeleton for it: converted by ICU's `usage/` stem, or, for a
        /// temperature without its scale (ICU's generic temperature takes no usage), here.
        private func plan(_ measurement: Measurement<UnitType>) -> (Double, String?) {
            let number = numberFormatStyle.map(MeasurementUnitSkeleton.numberSkeleton) ?? ""
            let usage = self.usage ?? .general
            func skeleton(_ unit: String?, usage: String?) -> String? {
                guard let unit else { return nil }
                return ([unit, width.skeleton] + (usage.map { ["usage/" + $0] } ?? []) + [number])
                    .filter { !$0.isEmpty }.joined(separator: " ")
            }
            if hidesScale, let temperature = measurement as? Measurement<UnitTemperature> {
                var unit = temperature.unit
                if usage.usage != "asProvided" {
                    let region = locale.region?.identifier ?? ""
                    unit = MeasurementUnitSkeleton.fahrenheitRegions.contains(region) ? .fahrenheit : .celsius
                }
                return (temperature.converted(to: unit).value, skeleton("measure-unit/temperature-generic", usage: nil))
            }
            let converts =
                usage.usage != "asProvided" && MeasurementUnitSkeleton.hasRegionalPreference(measurement.unit)
            return (
                measurement.value,
                skeleton(MeasurementUnitSkeleton.skeleton(for: measurement.unit), usage: converts ? usage.usage : nil)
            )
        }
    }

    /// The measurement in `style`: `Measurement(value: 36, unit: UnitLength.miles)
    /// .formatted(.measurement(width: .wide, usage: .road))` is "36 miles" in en_US.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// The measurement abbreviated, in the locale's preferred unit.
    public func formatted() -> String { formatted(FormatStyle(width: .abbreviated)) }
}

extension Measurement<UnitTemperature>.FormatStyle {
    /// Whether the scale is left out: "90°" rather than "90°F".
    public var hidesScaleName: Bool {
        get { hidesScale }
        set { hidesScale = newValue }
    }

    /// A temperature style; `hidesScaleName` writes "90°".
    public init(
        width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        hidesScale = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .abbreviated, usage: .road)`.
    public static func measurement<UnitType: Dimension>(
        width: Self.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature style: `.measurement(width: .narrow, hidesScaleName: true)`.
    public static func measurement(
        width: Self.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}
