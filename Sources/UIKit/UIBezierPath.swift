import CoreGraphics
import Foundation

/// A path of lines and curves (UIKit's `UIBezierPath`), kept as a `CGPath` that SwiftUI's
/// `Path(_:)` draws — the idiom `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`.
/// Its own `fill()` and `stroke()` draw nothing: no drawing context exists here (UIGraphics.swift).
open class UIBezierPath: @unchecked Sendable {
    private var path: CGMutablePath

    /// The path in Core Graphics' terms.
    open var cgPath: CGPath {
        get { CGPath(pieces: path.pieces) }
        set { path = CGMutablePath(pieces: newValue.pieces) }
    }

    /// An empty path.
    public init() { path = CGMutablePath() }
    /// The path `cgPath` holds.
    public init(cgPath: CGPath) { path = CGMutablePath(pieces: cgPath.pieces) }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(cgPath: CGPath(rect: rect)) }
    /// An oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: CGPath(ellipseIn: rect)) }
    /// A rectangle with corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(rect: rect, cornerRadius: cornerRadius))
    }
    /// A rectangle rounding only `corners`, each a quarter ellipse of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        self.init(
            cgPath: CGPath(
                pieces: CGPath.corners(rect, radii: order.map { corners.contains($0) ? cornerRadii : .zero })))
    }
    /// An arc of the circle about `center` (radians, clockwise on screen for growing angles).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init(
            cgPath: CGPath(
                pieces: CGPath.arc(
                    center: center, radius: radius, from: Double(startAngle), to: Double(endAngle), clockwise: clockwise
                )
            ))
    }

    /// The rectangle the path's points span.
    open var bounds: CGRect { path.boundingBox }
    /// The point the path ends at.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has nothing in it.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve to `end`.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to `end`.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// An arc joined to the current point by a line.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Appends another path.
    open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(pieces: path.pieces.map { $0.applying(transform) })
    }

    /// The same outline drawn the other way: each subpath from its end back to its start, a closed
    /// one closed again (UIKit's `reversing()`).
    open func reversing() -> UIBezierPath { UIBezierPath(cgPath: CGPath(pieces: path.pieces.reversedSubpaths)) }

    /// Fills the path with the fill colour in the image renderer whose closure is running, when the path
    /// is an axis-aligned rectangle (`UIBezierPath(rect:)`); other shapes, and fills outside a renderer, draw nothing.
    open func fill() {
        guard let canvas = ImageCanvas.current, isRectangle else { return }
        canvas.fill(bounds)
    }

    /// Whether the path is one axis-aligned rectangle: a move and lines to the corners of its bounds.
    private var isRectangle: Bool {
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ]
        var points = 0
        var last: CGPoint?
        for piece in path.pieces {
            switch piece {
            case .move(let p), .line(let p):
                // Each side runs along an edge of the bounds, never across them.
                guard corners.contains(p), last.map({ $0.x == p.x || $0.y == p.y }) ?? true else { return false }
                last = p
                points += 1
            case .close: continue
            default: return false
            }
        }
        return points >= 4
    }
    /// Strokes the path in the current context; there is none.
    open func stroke() {}
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Array where Element == CGPath.Piece {
    /// Each subpath reversed: from its last point, every segment walked backwards (a curve with its
    /// control points swapped), closed again if it was closed.
    var reversedSubpaths: [CGPath.Piece] {
        var result: [CGPath.Piece] = []
        var subpath: [CGPath.Piece] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { return }
            let closed = subpath.last == .close
            let segments = subpath.dropFirst().filter { $0 != .close }
            var ends = [start] + segments.map { $0.points.last! }
            result.append(.move(ends.removeLast()))
            for (segment, from) in zip(segments.reversed(), ends.reversed()) {
                switch segment {
                case .line: result.append(.line(from))
                case .quadCurve(_, let control): result.append(.quadCurve(to: from, control: control))
                case .curve(_, let c1, let c2): result.append(.curve(to: from, control1: c2, control2: c1))
                default: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for piece in self {
            if case .move = piece { flush() }
            subpath.append(piece)
        }
        flush()
        return result
    }
}
