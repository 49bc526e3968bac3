/// What happened to one reference in an assertion.
public enum SnapshotOutcome: Sendable {
    /// The render matches the reference at this path (relative to the package root).
    case matched(path: String)
    /// The reference was written; the message says by which mode and what to do.
    case recorded(SnapshotError)
    /// The render does not match, or there was nothing to compare with, or it failed.
    case failed(SnapshotError, attachments: [SnapshotAttachment])

    /// Whether the assertion should fail for this reference. A recording fails only when
    /// the call itself asked for it: a `record:` argument left in a test must not pass.
    public var isFailure: Bool {
        switch self {
        case .matched: false
        case .recorded(let error):
            if case .recorded(_, let mode, _, _) = error { mode.source == .call } else { true }
        case .failed: true
        }
    }

    /// What to tell the test author: why it failed, or what was recorded; nil when it matched.
    public var message: String? {
        switch self {
        case .matched: nil
        case .recorded(let error), .failed(let error, _): error.message
        }
    }

    /// The message's one-line title: the reference's name and what differs (`SnapshotError.title`).
    public var title: String? {
        switch self {
        case .matched: nil
        case .recorded(let error), .failed(let error, _): error.title
        }
    }

    /// The images a failure attaches to the test (reference, actual, diff); none otherwise.
    public var attachments: [SnapshotAttachment] {
        if case .failed(_, let attachments) = self { attachments } else { [] }
    }
}
