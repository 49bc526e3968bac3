import Foundation

/// An image a failed or recorded snapshot hands to the test framework and the artifacts folder.
public struct SnapshotAttachment: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case reference, actual, diff, sideBySide = "side-by-side"
    }

    public var kind: Kind
    /// `<reference name>.<kind>.png`.
    public var name: String
    /// PNG bytes.
    public var data: Data

    public init(kind: Kind, stem: String, data: Data) {
        self.kind = kind
        self.name = "\(stem).\(kind.rawValue).png"
        self.data = data
    }
}
