import Foundation

/// Apple frameworks that cannot work on Linux (CloudKit, the keychain…) compile here as modules whose
/// calls fail at run time; each failed call is recorded so a render can say which framework a
/// widget's provider reached for (Docs/Compatibility.md, "Frameworks Linux lacks").
public enum UnavailableFramework {
    /// One call into a framework Linux lacks.
    public struct Use: Hashable, Sendable, CustomStringConvertible {
        /// The framework, as its module is named: "CloudKit".
        public let framework: String
        /// The call, as Apple spells it: "CKDatabase.fetch(withRecordZoneID:completionHandler:)".
        public let call: String
        /// "CloudKit (CKDatabase.fetch(withRecordZoneID:completionHandler:))".
        public var description: String { "\(framework) (\(call))" }
        /// A call of `call` into `framework`.
        public init(framework: String, call: String) {
            self.framework = framework
            self.call = call
        }
    }

    /// The error such a call fails with, naming the framework and the call.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// What was called.
        public let use: Use
        /// The failure of `use`.
        public init(use: Use) { self.use = use }
        /// "CloudKit is not available on Linux: CKContainer.accountStatus did not run".
        public var description: String { "\(use.framework) is not available on Linux: \(use.call) did not run" }
        /// The same text, for `error.localizedDescription`.
        public var errorDescription: String? { description }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var uses: [Use] = []

    /// The calls made inside one `collecting` (and the tasks it starts), kept apart from other
    /// renders and tests running at the same time.
    private final class Collector: @unchecked Sendable {
        let lock = NSLock()
        var uses: [Use] = []
    }
    @TaskLocal private static var collector: Collector?

    /// Records a call of `framework` (once per distinct call) and returns the failure to report.
    @discardableResult
    public static func record(_ framework: String, _ call: String) -> Failure {
        let use = Use(framework: framework, call: call)
        if let collector {
            collector.lock.withLock { if !collector.uses.contains(use) { collector.uses.append(use) } }
        } else {
            lock.withLock { if !uses.contains(use) { uses.append(use) } }
        }
        return Failure(use: use)
    }

    /// Runs `body` and returns what it returned with the calls recorded while it ran: in its task and
    /// the tasks it starts; a callback on a thread of its own records into `takeUses()`'s list.
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (T, [Use]) {
        let scope = Collector()
        let result = try $collector.withValue(scope) { try body() }
        return (result, scope.lock.withLock { scope.uses })
    }

    /// The calls recorded outside any `collecting` since the last time this was asked, in the order
    /// first made; clears them.
    public static func takeUses() -> [Use] {
        lock.withLock {
            defer { uses = [] }
            return uses
        }
    }
}

/// A framework's own error type (`HKError`, `CLError`, `MKError`) for a call that did not run on Linux:
/// its description is the recorded failure's, naming the framework and the call.
public protocol UnavailableFrameworkError: Error, CustomStringConvertible, LocalizedError {
    /// The call that failed, as `UnavailableFramework` recorded it.
    var failure: UnavailableFramework.Failure { get }
}

extension UnavailableFrameworkError {
    /// "HealthKit is not available on Linux: HKHealthStore.execute(HKStatisticsQuery) did not run".
    public var description: String { failure.description }
    /// The same text, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
