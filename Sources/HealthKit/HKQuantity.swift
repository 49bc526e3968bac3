import Foundation

/// A kind of Health data.
open class HKObjectType: Hashable, @unchecked Sendable {
    /// The type's identifier ("HKQuantityTypeIdentifierStepCount").
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    /// Types are equal by identifier.
    public static func == (lhs: HKObjectType, rhs: HKObjectType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The quantity type of `identifier`.
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }
}

/// A kind of sample.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of quantity: steps, distance, energy…
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier`.
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// Identifiers of quantity types, with Apple's raw values.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// "HKQuantityTypeIdentifierStepCount".
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Steps.
    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    /// Distance walked or run.
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    /// Active energy burned.
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    /// Resting energy burned.
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    /// Energy eaten.
    public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
    /// Heart rate.
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    /// Flights of stairs climbed.
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    /// Exercise minutes.
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    /// Body mass.
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
}

/// A sample of Health data.
open class HKSample: @unchecked Sendable {
    /// The sample's start.
    public let startDate: Date
    /// The sample's end.
    public let endDate: Date
    init(startDate: Date, endDate: Date) {
        self.startDate = startDate
        self.endDate = endDate
    }
}

/// A unit of a quantity.
public struct HKUnit: Hashable, Sendable, CustomStringConvertible {
    /// The unit's string ("count", "kcal", "m").
    public let unitString: String
    /// The unit written `string`.
    public init(from string: String) { unitString = string }
    /// "kcal".
    public var description: String { unitString }
    /// A count (steps, flights).
    public static func count() -> HKUnit { HKUnit(from: "count") }
    /// Metres.
    public static func meter() -> HKUnit { HKUnit(from: "m") }
    /// Miles.
    public static func mile() -> HKUnit { HKUnit(from: "mi") }
    /// Kilocalories.
    public static func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    /// Large calories ("Cal"), the Calories of food labels: kilocalories by another name.
    public static func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    /// Minutes.
    public static func minute() -> HKUnit { HKUnit(from: "min") }
    /// Hours ("hr", Apple's unit string for `hour()`).
    public static func hour() -> HKUnit { HKUnit(from: "hr") }
    /// Seconds with a metric prefix: "s", "ms" (`.milli`, heart-rate variability's unit).
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "s") }
    /// A percentage ("%"; oxygen saturation is read in it as a fraction of 1).
    public static func percent() -> HKUnit { HKUnit(from: "%") }
    /// Degrees Celsius ("degC").
    public static func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
    /// Millimetres of mercury ("mmHg"), blood pressure's unit.
    public static func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    /// Kilograms.
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix == .kilo ? "kg" : "g") }
    /// This unit divided by `unit` ("count/min").
    public func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(from: "\(unitString)/\(unit.unitString)") }
}

/// Metric prefixes of units.
public enum HKMetricPrefix: Int, Sendable {
    /// No prefix.
    case none = 0
    /// A millionth.
    case micro = 3
    /// A thousandth.
    case milli = 4
    /// A hundredth.
    case centi = 5
    /// A tenth.
    case deci = 6
    /// Thousand.
    case kilo = 9

    /// The prefix's symbol in a unit string ("m" in "ms", "k" in "kg").
    var symbol: String {
        switch self {
        case .none: ""
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .kilo: "k"
        }
    }
}

/// An amount in a unit.
public struct HKQuantity: Hashable, Sendable {
    let unit: HKUnit
    let value: Double
    /// `value` of `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }
    /// The amount in `unit`, which must be the unit it was made with (or kilocalories and large calories,
    /// the same unit): Vignette converts no units.
    public func doubleValue(for unit: HKUnit) -> Double {
        let energy: Set = ["kcal", "Cal"]
        precondition(
            unit == self.unit || (energy.contains(unit.unitString) && energy.contains(self.unit.unitString)),
            "HKQuantity.doubleValue(for: \(unit)): the quantity is in \(self.unit); Vignette converts no units")
        return value
    }
}

/// A sample of a quantity.
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's amount.
    public let quantity: HKQuantity
    /// The quantity's type.
    public let quantityType: HKQuantityType
    /// A sample of `quantity` of `type` between the dates.
    public init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        quantityType = type
        super.init(startDate: startDate, endDate: endDate)
    }
}
