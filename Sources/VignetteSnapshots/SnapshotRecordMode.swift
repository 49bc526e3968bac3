/// When an assertion writes its reference instead of (or as well as) comparing with it.
/// The vocabulary is swift-snapshot-testing's.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write references that do not exist yet; compare the others. The default on a
    /// developer's machine.
    case missing
    /// Write every reference, matching or not.
    case all
    /// Write references that are missing or that no longer match.
    case failed
    /// Write nothing: a missing reference is a failure. The default when `CI` is set.
    case never

    /// The environment variable that sets the mode for a whole run.
    public static let environmentKey = "VIGNETTE_RECORD"

    /// Whether a reference that does not exist yet is written.
    var recordsMissing: Bool { self != .never }

    /// The mode in force and where it came from: the call's `record:` argument, else
    /// `VIGNETTE_RECORD`, else `never` when `CI` is set to anything, else `missing`.
    ///
    /// - Throws: `SnapshotError.invalidRecordMode` for a `VIGNETTE_RECORD` value that is
    ///   not one of the modes, rather than guessing.
    public static func resolve(explicit: SnapshotRecordMode?, environment: [String: String]) throws -> Resolved {
        if let explicit { return Resolved(mode: explicit, source: .call) }
        if let text = environment[environmentKey], !text.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                throw SnapshotError.invalidRecordMode(text)
            }
            return Resolved(mode: mode, source: .environment)
        }
        if environment["CI"] != nil { return Resolved(mode: .never, source: .continuousIntegration) }
        return Resolved(mode: .missing, source: .default)
    }

    /// A mode with its origin, which decides the wording of messages and whether a
    /// recording fails the test (a `record:` left in code must not pass silently).
    public struct Resolved: Hashable, Sendable {
        /// The mode in force.
        public var mode: SnapshotRecordMode
        /// Where the mode came from.
        public var source: Source

        /// A mode with its origin.
        public init(mode: SnapshotRecordMode, source: Source) {
            self.mode = mode
            self.source = source
        }

        /// Where a record mode came from.
        public enum Source: String, Hashable, Sendable {
            /// The call's `record:`, `VIGNETTE_RECORD`, the `CI` variable, or nothing (the default).
            case call, environment, continuousIntegration, `default`
        }
    }
}
