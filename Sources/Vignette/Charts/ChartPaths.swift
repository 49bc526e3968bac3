import Foundation

/// The outlines of lines, areas, sectors and point symbols (Docs/Charts.md, "Marks").
enum ChartPaths {
    /// The curve through `points` in order, as `interpolation` draws it. With `continuing`, the
    /// curve goes on from the current point (for an area's second edge) instead of moving.
    static func curve(
        _ points: [CGPoint], _ interpolation: ChartMark.Interpolation, continuing: Bool = false
    ) -> [Path.Element] {
        guard let first = points.first else { return [] }
        var out: [Path.Element] = [continuing ? .line(first) : .move(first)]
        guard points.count > 1 else { return out }
        switch interpolation {
        case .linear:
            out += points.dropFirst().map { .line($0) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch interpolation {
                case .stepStart: out += [.line(CGPoint(x: a.x, y: b.y)), .line(b)]
                case .stepEnd: out += [.line(CGPoint(x: b.x, y: a.y)), .line(b)]
                default:
                    let mid = (a.x + b.x) / 2
                    out += [.line(CGPoint(x: mid, y: a.y)), .line(CGPoint(x: mid, y: b.y)), .line(b)]
                }
            }
        case .catmullRom:
            // Uniform Catmull–Rom: the tangent at a point is half the chord between its
            // neighbours; the ends repeat themselves as their missing neighbour.
            for i in 0..<(points.count - 1) {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1],
                    p3 = points[min(i + 2, points.count - 1)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                out.append(.curve(c1, c2, to: p2))
            }
        case .monotone:
            let m = monotoneTangents(points)
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1], h = (b.x - a.x) / 3
                out.append(
                    .curve(CGPoint(x: a.x + h, y: a.y + m[i] * h), CGPoint(x: b.x - h, y: b.y - m[i + 1] * h), to: b))
            }
        }
        return out
    }

    /// The reverse direction's interpolation: a step that changes at the start changes at the end.
    static func reversed(_ interpolation: ChartMark.Interpolation) -> ChartMark.Interpolation {
        switch interpolation {
        case .stepStart: .stepEnd
        case .stepEnd: .stepStart
        default: interpolation
        }
    }

    /// Slopes dy/dx at each point that keep a cubic through the points monotone between them
    /// (Steffen, "A simple method for monotonic interpolation in one dimension", 1990): the
    /// smallest of the neighbouring secants and their weighted mean, zero at a turn.
    static func monotoneTangents(_ p: [CGPoint]) -> [CGFloat] {
        let n = p.count
        var secant = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let h = p[i + 1].x - p[i].x
            secant[i] = h == 0 ? 0 : (p[i + 1].y - p[i].y) / h
        }
        var m = [CGFloat](repeating: 0, count: n)
        for i in 1..<max(n - 1, 1) where n > 2 {
            let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
            let s0 = secant[i - 1], s1 = secant[i]
            guard s0 * s1 > 0, h0 + h1 != 0 else {
                m[i] = 0
                continue
            }
            let mean = (s0 * h1 + s1 * h0) / (h0 + h1)
            m[i] = (s0 > 0 ? 1 : -1) * min(abs(s0), abs(s1), abs(mean) / 2) * 2
        }
        // The ends: the secant when there are two points, else the one-sided estimate.
        m[0] = n == 2 ? secant[0] : (3 * secant[0] - m[1]) / 2
        m[n - 1] = n == 2 ? secant[0] : (3 * secant[n - 2] - m[n - 2]) / 2
        return m
    }

    /// A ring sector about `center` between two angles (radians, clockwise from 12 o'clock),
    /// from `inner` to `outer` radius; a zero inner radius makes a pie slice.
    static func sector(center: CGPoint, inner: CGFloat, outer: CGFloat, from start: Double, to end: Double) -> Path {
        func point(_ r: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + r * CGFloat(sin(angle)), y: center.y - r * CGFloat(cos(angle)))
        }
        var elements: [Path.Element] = [.move(point(outer, start))]
        elements += arc(center: center, radius: outer, from: start, to: end)
        if inner > 0 {
            elements.append(.line(point(inner, end)))
            elements += arc(center: center, radius: inner, from: end, to: start)
        } else {
            elements.append(.line(center))
        }
        elements.append(.close)
        return Path(elements)
    }

    /// Cubic pieces of at most a quarter turn following a circle from one angle to another (clockwise
    /// from 12 o'clock): the core's arc, whose angles start at 3 o'clock, without its move.
    private static func arc(center: CGPoint, radius: CGFloat, from a: Double, to b: Double) -> [Path.Element] {
        Array(
            Path.arc(center: center, radius: radius, from: a - .pi / 2, to: b - .pi / 2, clockwise: b >= a)
                .elements.dropFirst())
    }

    /// A point symbol filling a square of side `size` at the origin.
    static func symbol(_ symbol: ChartMark.Symbol, size s: CGFloat) -> Path {
        let r = CGRect(x: 0, y: 0, width: s, height: s)
        switch symbol {
        case .circle: return Path(ellipseIn: r)
        case .square: return Path(rect: r.insetBy(dx: s * 0.1, dy: s * 0.1))
        case .triangle:
            return Path([
                .move(CGPoint(x: s / 2, y: 0)), .line(CGPoint(x: s, y: s * 0.87)), .line(CGPoint(x: 0, y: s * 0.87)),
                .close,
            ])
        case .diamond:
            return Path([
                .move(CGPoint(x: s / 2, y: 0)), .line(CGPoint(x: s, y: s / 2)), .line(CGPoint(x: s / 2, y: s)),
                .line(CGPoint(x: 0, y: s / 2)), .close,
            ])
        case .plus, .cross:
            // A plus of bars a third of the size thick; the cross is the same turned 45°.
            let t = s / 3, a = (s - t) / 2, b = a + t
            let plus = Path([
                .move(CGPoint(x: a, y: 0)), .line(CGPoint(x: b, y: 0)), .line(CGPoint(x: b, y: a)),
                .line(CGPoint(x: s, y: a)),
                .line(CGPoint(x: s, y: b)), .line(CGPoint(x: b, y: b)), .line(CGPoint(x: b, y: s)),
                .line(CGPoint(x: a, y: s)),
                .line(CGPoint(x: a, y: b)), .line(CGPoint(x: 0, y: b)), .line(CGPoint(x: 0, y: a)),
                .line(CGPoint(x: a, y: a)), .close,
            ])
            guard symbol == .cross else { return plus }
            let c = s / 2, cosA = CGFloat(0.5.squareRoot()), sinA = cosA
            return plus.mappingPoints { p in
                CGPoint(x: c + (p.x - c) * cosA - (p.y - c) * sinA, y: c + (p.x - c) * sinA + (p.y - c) * cosA)
            }
        }
    }
}
