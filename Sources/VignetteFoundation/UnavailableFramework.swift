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

    /// Records a call of `framework` (once per distinct call) and returns the failure to report.
    @discardableResult
    public static func record(_ framework: String, _ call: String) -> Failure {
        let use = Use(framework: framework, call: call)
        lock.withLock { if !uses.contains(use) { uses.append(use) } }
        return Failure(use: use)
    }

    /// The calls recorded since the last time this was asked, in the order first made; clears them.
    public static func takeUses() -> [Use] {
        lock.withLock {
            defer { uses = [] }
            return uses
        }
    }
}
