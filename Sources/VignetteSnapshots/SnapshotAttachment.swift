import Foundation

/// An image a failed or recorded snapshot hands to the test framework and the artifacts folder.
public struct SnapshotAttachment: Sendable, Hashable {
    /// Which picture an attachment is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The stored reference, the new render, the diff, and the three side by side.
        case reference, actual, diff, sideBySide = "side-by-side"
    }

    /// Which picture this is.
    public var kind: Kind
    /// `<reference name>.<kind>.png`.
    public var name: String
    /// PNG bytes.
    public var data: Data

    /// An attachment named `<stem>.<kind>.png`.
    public init(kind: Kind, stem: String, data: Data) {
        self.kind = kind
        self.name = "\(stem).\(kind.rawValue).png"
        self.data = data
    }
}
