import Vignette

/// A layout axis, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Widths.
    case horizontal
    /// Heights.
    case vertical

    /// A set of axes, as `ViewThatFits(in:)` and `fixedSize` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Widths.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// Heights.
        public static let vertical = Set(rawValue: 1 << 1)

        /// The core's set.
        var core: Axes {
            var axes: Axes = []
            if contains(.horizontal) { axes.insert(.horizontal) }
            if contains(.vertical) { axes.insert(.vertical) }
            return axes
        }
    }
}
