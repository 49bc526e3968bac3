import Foundation

/// A size a parent offers a child, per axis (SwiftUI's `ProposedViewSize`).
///
/// `nil` asks for the child's ideal size on that axis, `0` for its minimum and
/// `.infinity` for its maximum (Docs/LayoutSemantics.md §a.1).
public struct Proposal: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = Proposal(width: nil, height: nil)
    public static let zero = Proposal(width: 0, height: 0)
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

    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { $0 == .infinity ? "∞" : "\(Double($0))" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

/// One of the two layout axes.
public enum Axis: String, Sendable, Codable, CaseIterable {
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
