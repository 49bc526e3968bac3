import Foundation

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

// The outlines the initialisers and `add…` calls make.
extension CGPath {
    /// A closed rectangle from its top-left corner.
    static func rectangle(_ r: CGRect) -> [Piece] {
        [
            .move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)),
            .line(CGPoint(x: r.maxX, y: r.maxY)),
            .line(CGPoint(x: r.minX, y: r.maxY)), .close,
        ]
    }

    /// A closed ellipse of four cubic quarters, from its rightmost point.
    static func ellipse(_ r: CGRect) -> [Piece] {
        let k: CGFloat = 0.552_284_749_8  // a quarter circle's control distance, 4/3 (√2 − 1)
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(
                to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                control2: CGPoint(x: cx + k * rx, y: cy + ry)),
            .curve(
                to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                control2: CGPoint(x: cx - rx, y: cy + k * ry)),
            .curve(
                to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                control2: CGPoint(x: cx - k * rx, y: cy - ry)),
            .curve(
                to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                control2: CGPoint(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A closed rectangle with elliptical corners of `cw` × `ch` (each at most half the side).
    static func roundedRectangle(_ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [Piece] {
        corners(r, radii: Array(repeating: CGSize(width: cornerWidth, height: cornerHeight), count: 4))
    }

    /// A closed rectangle whose corners — top-left, top-right, bottom-right, bottom-left — are
    /// quarter ellipses of `radii` (each at most half the side; zero is a sharp corner).
    package static func corners(_ r: CGRect, radii: [CGSize]) -> [Piece] {
        let k: CGFloat = 0.552_284_749_8
        let rs = radii.map {
            CGSize(width: min(max($0.width, 0), r.width / 2), height: min(max($0.height, 0), r.height / 2))
        }
        let (tl, tr, br, bl) = (rs[0], rs[1], rs[2], rs[3])
        var pieces: [Piece] = [
            .move(CGPoint(x: r.minX + tl.width, y: r.minY)), .line(CGPoint(x: r.maxX - tr.width, y: r.minY)),
        ]
        if tr != .zero {
            pieces.append(
                .curve(
                    to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                    control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                    control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k))))
        }
        pieces.append(.line(CGPoint(x: r.maxX, y: r.maxY - br.height)))
        if br != .zero {
            pieces.append(
                .curve(
                    to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                    control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                    control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY)))
        }
        pieces.append(.line(CGPoint(x: r.minX + bl.width, y: r.maxY)))
        if bl != .zero {
            pieces.append(
                .curve(
                    to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                    control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                    control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k))))
        }
        pieces.append(.line(CGPoint(x: r.minX, y: r.minY + tl.height)))
        if tl != .zero {
            pieces.append(
                .curve(
                    to: CGPoint(x: r.minX + tl.width, y: r.minY),
                    control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                    control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY)))
        }
        return pieces + [.close]
    }

    /// An arc as a move and cubic pieces of at most a quarter turn each, handles 4/3·tan(θ/4) of the
    /// radius long; `clockwise` on screen is growing angles (UIKit's sense; SwiftUI's `Path.addArc`, whose
    /// `clockwise` is the other way round, draws its arcs with this too).
    package static func arc(
        center: CGPoint, radius: CGFloat, from start: Double, to end: Double, clockwise: Bool
    )
        -> [Piece]
    {
        var from = start, to = end
        if clockwise { while to < from { to += 2 * .pi } } else { while to > from { to -= 2 * .pi } }
        let point = { (a: Double) in
            CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
        let count = max(1, Int((abs(to - from) / (.pi / 2)).rounded(.up)))
        let step = (to - from) / Double(count)
        let handle = radius * CGFloat(4.0 / 3.0 * tan(step / 4))
        var pieces: [Piece] = [.move(point(from))]
        for index in 0..<count {
            let a0 = from + Double(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * CGFloat(sin(a0)), y: p0.y + handle * CGFloat(cos(a0)))
            let c2 = CGPoint(x: p1.x + handle * CGFloat(sin(a1)), y: p1.y - handle * CGFloat(cos(a1)))
            pieces.append(.curve(to: p1, control1: c1, control2: c2))
        }
        return pieces
    }
}
