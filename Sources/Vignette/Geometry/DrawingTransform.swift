import Foundation

/// An affine map of the plane, for drawing rotated or scaled content:
/// x′ = a·x + c·y + tx, y′ = b·x + d·y + ty (the order Cairo and Core Graphics use).
public struct DrawingTransform: Hashable, Sendable {
    /// The coefficients: the linear part (a, b, c, d) and the translation (tx, ty).
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The map with these coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Turns the plane by `angle` (clockwise on screen, y pointing down) about `pivot`.
    public static func rotation(_ angle: Angle, about pivot: CGPoint) -> DrawingTransform {
        let cos = CGFloat(Foundation.cos(angle.radians)), sin = CGFloat(Foundation.sin(angle.radians))
        return DrawingTransform(
            a: cos, b: sin, c: -sin, d: cos,
            tx: pivot.x - cos * pivot.x + sin * pivot.y,
            ty: pivot.y - sin * pivot.x - cos * pivot.y)
    }

    /// Stretches the plane by `x` and `y` away from `pivot`, which stays put.
    public static func scale(x: CGFloat, y: CGFloat, about pivot: CGPoint) -> DrawingTransform {
        DrawingTransform(a: x, b: 0, c: 0, d: y, tx: pivot.x * (1 - x), ty: pivot.y * (1 - y))
    }

    /// Where `point` goes.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The same map for content moved by (dx, dy): move back, map, move again.
    public func translated(dx: CGFloat, dy: CGFloat) -> DrawingTransform {
        var moved = self
        moved.tx = tx + dx - (a * dx + c * dy)
        moved.ty = ty + dy - (b * dx + d * dy)
        return moved
    }
}
