import Foundation
import Vignette

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right text).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges, for `padding(_:_:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        package var core: Edges {
            var edges = Edges()
            if contains(.top) { edges.insert(.top) }
            if contains(.leading) { edges.insert(.leading) }
            if contains(.bottom) { edges.insert(.bottom) }
            if contains(.trailing) { edges.insert(.trailing) }
            return edges
        }
    }
}

/// Distances inward from each edge of a rectangle: the core's `Insets` under SwiftUI's name.
public typealias EdgeInsets = Insets
