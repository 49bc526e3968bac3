import Foundation

/// Distances inward from each edge of a rectangle (SwiftUI's `EdgeInsets`).
public struct Insets: Hashable, Sendable, Codable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading edge (left in left-to-right layouts), in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing edge (right in left-to-right layouts), in points.
    public var trailing: CGFloat

    /// Insets per edge; edges left out are 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// `length` on the given edges and 0 on the others.
    public init(_ edges: Edges, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// No inset on any edge.
    public static let zero = Insets()

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// A set of rectangle edges, for `padding(_:_:)`.
public struct Edges: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: Int
    /// Edges from their bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = Edges(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Edges = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edges = [.top, .bottom]
    /// All four edges.
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
