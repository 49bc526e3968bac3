import Foundation
import VignetteFoundation

/// Identifiers of category types, with Apple's raw values
/// (https://developer.apple.com/documentation/healthkit/hkcategorytypeidentifier).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// "HKCategoryTypeIdentifierMindfulSession".
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mindful minutes.
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    /// Sleep.
    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
}

/// A kind of category sample: mindful sessions, sleep…
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier`.
    public init(_ identifier: HKCategoryTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

extension HKObjectType {
    /// The category type of `identifier`.
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }
}

/// A sample of a category type (https://developer.apple.com/documentation/healthkit/hkcategorysample).
public final class HKCategorySample: HKSample, @unchecked Sendable {
    /// The sample's type.
    public let categoryType: HKCategoryType
    /// The category's value (0 for a mindful session, whose type has no values).
    public let value: Int

    /// A sample of `type` with `value` between the dates.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        categoryType = type
        self.value = value
        super.init(startDate: startDate, endDate: endDate)
    }
}

/// The sort key of a sample's start date (Apple's value, "startDate").
public let HKSampleSortIdentifierStartDate = "startDate"
/// The sort key of a sample's end date (Apple's value, "endDate").
public let HKSampleSortIdentifierEndDate = "endDate"
/// No limit on the samples a query returns (Apple's value, 0).
public let HKObjectQueryNoLimit = 0

extension HKHealthStore {
    /// Saves `object`: completes with false and the failure (nothing is stored where Health is unavailable).
    public func save(_ object: HKSample, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError.unavailable("HKHealthStore.save(_:withCompletion:)"))
    }

    /// Deletes `object`: completes with false and the failure.
    public func delete(_ object: HKSample, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError.unavailable("HKHealthStore.delete(_:withCompletion:)"))
    }
}
