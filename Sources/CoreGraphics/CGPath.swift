import Foundation

/// A path in Core Graphics' terms (Apple's `CGPath`): subpaths of lines and Bézier curves, kept as
/// the pieces they were made of, so SwiftUI's `Path(_:)` and UIKit's `UIBezierPath(cgPath:)` read
/// them back. Nothing draws a `CGPath` itself here: SwiftUI draws the `Path` made from it.
public class CGPath: @unchecked Sendable {
    /// One piece of a path (Apple's `CGPathElementType` with its points).
    public enum Piece: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(CGPoint)
        /// A straight line to a point.
        case line(CGPoint)
        /// A quadratic curve to a point, bent towards a control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to a point, between two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The pieces, in the order they were added.
    public internal(set) var pieces: [Piece]

    /// A path of `pieces`.
    public init(pieces: [Piece] = []) { self.pieces = pieces }

    /// A rectangle, clockwise from its top-left corner (Apple's `CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(pieces: CGPath.rectangle(rect))
        if let transform { pieces = pieces.map { $0.applying(transform.pointee) } }
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half its shorter side).
    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        let r = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        self.init(pieces: CGPath.roundedRectangle(rect, cornerWidth: r, cornerHeight: r))
    }

    /// A rectangle with elliptical corners (Apple's `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        self.init(pieces: CGPath.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight))
        if let transform { pieces = pieces.map { $0.applying(transform.pointee) } }
    }

    /// An ellipse inscribed in `rect` (Apple's `CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(pieces: CGPath.ellipse(rect))
        if let transform { pieces = pieces.map { $0.applying(transform.pointee) } }
    }

    /// Whether the path has no pieces.
    public var isEmpty: Bool { pieces.isEmpty }

    /// The smallest rectangle holding every point, control points included (Apple's `boundingBox`).
    public var boundingBox: CGRect {
        let points = pieces.flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point the last piece ends at (`.zero` for an empty path, as Apple's).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for piece in pieces {
            switch piece {
            case .move(let p):
                start = p
                current = p
            case .close: current = start
            default: current = piece.points.last ?? current
            }
        }
        return current
    }

    /// A copy whose points are mapped by `transform` (Apple's `copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(pieces: transform.map { t in pieces.map { $0.applying(t.pointee) } } ?? pieces)
    }

    /// A copy that can be changed.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(pieces: pieces) }
}

extension CGPath.Piece {
    /// The points the piece names, its end last.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let to, let control): [control, to]
        case .curve(let to, let c1, let c2): [c1, c2, to]
        case .close: []
        }
    }

    /// The piece with every point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPath.Piece {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quadCurve(let to, let control): .quadCurve(to: to.applying(t), control: control.applying(t))
        case .curve(let to, let c1, let c2):
            .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: .close
        }
    }
}
