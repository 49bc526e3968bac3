import Foundation

/// A point in a frame's unit square: (0, 0) is the top-left corner, (1, 1) the
/// bottom-right (SwiftUI's `UnitPoint`). Gradients use it to place themselves on the
/// shape they fill.
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width from the left edge: 0 left, 1 right.
    public var x: CGFloat
    /// Fraction of the height from the top edge: 0 top, 1 bottom.
    public var y: CGFloat

    /// A point at fractions of a frame's width and height (values outside 0…1 lie outside it).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle of the frame.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Names as they appear in JSON trees.
    static let named: [(String, UnitPoint)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    /// The point this unit point names in `rect`, in the rect's coordinates.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
