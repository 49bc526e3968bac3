import Foundation

/// A query of the Health store; `HKHealthStore.execute` fails it.
open class HKQuery: @unchecked Sendable {
    init() {}
    /// Calls the query's handler with the failure.
    func fail(_ error: HKError) {}

    /// Samples between `startDate` and `endDate`.
    public static func predicateForSamples(
        withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []
    )
        -> NSPredicate
    {
        NSPredicate(value: true)
    }
}

/// Queries are compared by identity, as Apple's (`NSObject`s) are: a set of running queries holds each once.
extension HKQuery: Hashable {
    /// The same query.
    public static func == (lhs: HKQuery, rhs: HKQuery) -> Bool { lhs === rhs }
    /// Hashes the query's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a sample predicate treats samples crossing its bounds.
public struct HKQueryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Samples that start within the interval.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// Samples that end within the interval.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// What a statistics query computes.
public struct HKStatisticsOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The average of discrete samples.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The minimum of discrete samples.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The maximum of discrete samples.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The sum of cumulative samples.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
}

/// Statistics over samples of one quantity type.
public final class HKStatistics: @unchecked Sendable {
    /// The quantity type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }
    /// The sum: none.
    public func sumQuantity() -> HKQuantity? { nil }
    /// The average: none.
    public func averageQuantity() -> HKQuantity? { nil }
    /// The minimum: none.
    public func minimumQuantity() -> HKQuantity? { nil }
    /// The maximum: none.
    public func maximumQuantity() -> HKQuantity? { nil }
}

/// Statistics of one quantity type over a predicate; its handler gets the failure.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    /// A query of `quantityType`'s samples meeting `predicate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        self.handler = handler
    }
    override func fail(_ error: HKError) { handler(self, nil, error) }
}

/// Samples of one type meeting a predicate; its handler gets the failure.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// No limit on the number of samples.
    public static let noLimit = 0
    private let handler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    /// A query of `sampleType`'s samples meeting `predicate`.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler handler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        self.handler = handler
    }
    override func fail(_ error: HKError) { handler(self, nil, error) }
}

/// Statistics of one quantity type per interval; its handler gets the failure.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// Called with the first results: the failure.
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called as results change: never.
    public var statisticsUpdateHandler:
        ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// A query of `quantityType` per `intervalComponents` from `anchorDate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        anchorDate: Date, intervalComponents: DateComponents
    ) {}
    override func fail(_ error: HKError) { initialResultsHandler?(self, nil, error) }
}

/// Statistics per interval.
public final class HKStatisticsCollection: @unchecked Sendable {
    init() {}
    /// The statistics of every interval between the dates: none.
    public func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {}
    /// The statistics of every interval, in order: none.
    public func statistics() -> [HKStatistics] { [] }
    /// The statistics of the interval holding `date`: none.
    public func statistics(for date: Date) -> HKStatistics? { nil }
}
