import Foundation

/// A size a parent offers a child, per axis (SwiftUI's `ProposedViewSize`).
///
/// `nil` asks for the child's ideal size on that axis, `0` for its minimum and
/// `.infinity` for its maximum (Docs/LayoutSemantics.md §a.1).
public struct Proposal: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width; nil asks for the ideal, 0 the minimum, ∞ the maximum.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal, 0 the minimum, ∞ the maximum.
    public var height: CGFloat?

    /// A proposal per axis; nil on an axis asks for the ideal size there.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size on both axes.
    public static let unspecified = Proposal(width: nil, height: nil)
    /// Asks for the minimum size on both axes.
    public static let zero = Proposal(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = Proposal(width: .infinity, height: .infinity)

    /// The default stand-in for an unspecified dimension is 10 (Apple's
    /// `replacingUnspecifiedDimensions(by:)`), which gives shapes their 10×10 ideal size.
    public func replacingUnspecified(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? Proposal(width: major, height: minor) : Proposal(width: minor, height: major)
    }

    /// `(width, height)` with nil and ∞ spelled out, for traces and test failures.
    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { $0 == .infinity ? "∞" : "\(Double($0))" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

/// One of the two layout axes.
public enum Axis: String, Sendable, Codable, CaseIterable {
    /// Left to right, or top to bottom.
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
