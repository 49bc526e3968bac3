/// The result of verifying a widget's snapshots: one outcome per reference.
public struct SnapshotReport: Sendable {
    /// One outcome per reference, in the order they were checked.
    public var outcomes: [SnapshotOutcome]

    /// A report of the given outcomes.
    public init(outcomes: [SnapshotOutcome]) {
        self.outcomes = outcomes
    }

    /// The outcomes that fail the assertion.
    public var failures: [SnapshotOutcome] { outcomes.filter(\.isFailure) }

    /// Every failure's message, one paragraph each; nil when the assertion passes.
    /// This is swift-snapshot-testing's `verifySnapshot` contract: a message, not a throw.
    public var failureMessage: String? {
        let messages = failures.compactMap(\.message)
        return messages.isEmpty ? nil : messages.joined(separator: "\n\n")
    }

    /// Messages about references written without failing (for the log).
    public var notes: [String] { outcomes.filter { !$0.isFailure }.compactMap(\.message) }
}
