import Foundation
import Vignette

/// A path that can be added to (Apple's `CGMutablePath`): each call appends pieces, as Core
/// Graphics does; a line or curve with no subpath started begins one at its start, the current point.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(pieces: []) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        pieces.append(.move(point.applying(transform)))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        pieces.append(.line(point.applying(transform)))
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        points.dropFirst().forEach { addLine(to: $0, transform: transform) }
    }

    /// A quadratic curve to `end` bent towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        pieces.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic curve to `end` between `control1` and `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        pieces.append(
            .curve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)))
    }

    /// Closes the current subpath.
    public func closeSubpath() { pieces.append(.close) }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        pieces += CGPath.rectangle(rect).map { $0.applying(transform) }
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        pieces += CGPath.ellipse(rect).map { $0.applying(transform) }
    }

    /// A closed rectangle with elliptical corners.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        pieces += CGPath.roundedRectangle(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .map { $0.applying(transform) }
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians, growing
    /// clockwise on a screen whose y grows downwards), joined to the current point by a line.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let arc = CGPath.arc(
            center: center, radius: radius, from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        let joined = isEmpty ? arc : [.line(arc[0].points[0])] + arc.dropFirst()
        pieces += joined.map { $0.applying(transform) }
    }

    /// Another path's pieces.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        pieces += path.pieces.map { $0.applying(transform) }
    }
}

// The outlines the initialisers and `add…` calls make: the core's (Vignette's `Path`), as pieces.
extension CGPath {
    /// A core outline's steps as pieces.
    package static func pieces(_ path: Vignette.Path) -> [Piece] {
        path.elements.map { element in
            switch element {
            case .move(let p): .move(p)
            case .line(let p): .line(p)
            case .curve(let c1, let c2, let to): .curve(to: to, control1: c1, control2: c2)
            case .close: .close
            }
        }
    }

    /// A closed rectangle from its top-left corner.
    static func rectangle(_ r: CGRect) -> [Piece] { pieces(Vignette.Path(rect: r)) }

    /// A closed ellipse of four cubic quarters, from its rightmost point.
    static func ellipse(_ r: CGRect) -> [Piece] { pieces(Vignette.Path(ellipseIn: r)) }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each at most half the side).
    static func roundedRectangle(_ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [Piece] {
        corners(r, radii: Array(repeating: CGSize(width: cornerWidth, height: cornerHeight), count: 4))
    }

    /// A closed rectangle whose corners — top-left, top-right, bottom-right, bottom-left — are
    /// quarter ellipses of `radii` (each at most half the side; zero is a sharp corner).
    package static func corners(_ r: CGRect, radii: [CGSize]) -> [Piece] {
        pieces(Vignette.Path(rect: r, cornerRadii: radii))
    }

    /// An arc as a move and cubic pieces of at most a quarter turn; `clockwise` on screen is growing
    /// angles (UIKit's sense).
    package static func arc(
        center: CGPoint, radius: CGFloat, from start: Double, to end: Double, clockwise: Bool
    ) -> [Piece] {
        pieces(Vignette.Path.arc(center: center, radius: radius, from: start, to: end, clockwise: clockwise))
    }
}
