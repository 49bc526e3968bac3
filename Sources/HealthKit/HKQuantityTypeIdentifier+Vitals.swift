import Foundation

// The vitals and Activity-ring names a workout app's shared HealthKit provider asks for (Numi2/goer's
// `HealthKitProvider`, Docs/Compatibility.md, thirteenth round), with Apple's raw values (the identifiers'
// Objective-C names, https://developer.apple.com/documentation/healthkit/hkquantitytypeidentifier). As every
// HealthKit type here, they name data that no query on Linux returns.

extension HKQuantityTypeIdentifier {
    /// Minutes the user stood (the Stand ring's time).
    public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
    /// Heart rate variability, the standard deviation of beat-to-beat intervals.
    public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    /// Blood oxygen saturation, a percentage.
    public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
    /// Body temperature.
    public static let bodyTemperature = Self(rawValue: "HKQuantityTypeIdentifierBodyTemperature")
    /// Systolic blood pressure.
    public static let bloodPressureSystolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureSystolic")
    /// Diastolic blood pressure.
    public static let bloodPressureDiastolic = Self(rawValue: "HKQuantityTypeIdentifierBloodPressureDiastolic")
    /// Resting heart rate.
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    /// Respiratory rate.
    public static let respiratoryRate = Self(rawValue: "HKQuantityTypeIdentifierRespiratoryRate")
}

/// The type of the Activity rings' daily summaries (https://developer.apple.com/documentation/healthkit/hkactivitysummarytype).
public final class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

extension HKObjectType {
    /// The activity-summary type, identifier "HKActivitySummaryTypeIdentifier" (Apple's).
    public static func activitySummaryType() -> HKActivitySummaryType {
        HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier")
    }
}
