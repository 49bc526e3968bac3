import Foundation

/// A set of layout axes: the ones `FirstThatFits` checks its children against
/// (SwiftUI's `Axis.Set`).
public struct Axes: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Widths.
    public static let horizontal = Axes(rawValue: 1 << 0)
    /// Heights.
    public static let vertical = Axes(rawValue: 1 << 1)
    /// Widths and heights.
    public static let both: Axes = [.horizontal, .vertical]

    /// The JSON spellings, as tree files write the set.
    static let names: [(String, Axes)] = [
        ("horizontal", .horizontal), ("vertical", .vertical), ("both", .both), ("none", []),
    ]

    /// The JSON spelling: `"horizontal"`, `"vertical"`, `"both"` or `"none"`.
    var name: String { Self.names.first { $0.1 == self }?.0 ?? "both" }
}
