import Foundation

/// One drawn piece of a path: a line or a cubic Bézier, with its own start point, so
/// it can be measured and cut on its own (used by `Path.trimmed`).
struct PathSegment: Hashable {
    enum Shape: Hashable {
        case line
        case cubic(CGPoint, CGPoint)
    }

    var start: CGPoint
    var shape: Shape
    var end: CGPoint

    /// The point at parameter `t` in 0…1.
    func point(at t: Double) -> CGPoint {
        switch shape {
        case .line:
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        case .cubic(let c1, let c2):
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(
                x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }

    /// |dB/dt|, the speed along the curve at `t`.
    func speed(at t: Double) -> Double {
        switch shape {
        case .line:
            return hypot(Double(end.x - start.x), Double(end.y - start.y))
        case .cubic(let c1, let c2):
            let u = 1 - t
            func d(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> Double {
                3 * (u * u * Double(p1 - p0) + 2 * u * t * Double(p2 - p1) + t * t * Double(p3 - p2))
            }
            return hypot(d(start.x, c1.x, c2.x, end.x), d(start.y, c1.y, c2.y, end.y))
        }
    }

    /// The arc length from parameter `a` to `b`: exact for a line; for a cubic,
    /// 8-point Gauss–Legendre quadrature on 16 equal pieces, far below a pixel's error.
    func length(from a: Double = 0, to b: Double = 1) -> Double {
        guard case .cubic = shape else { return speed(at: 0) * (b - a) }
        let pieces = 16
        let h = (b - a) / Double(pieces)
        var total = 0.0
        for i in 0..<pieces {
            let mid = a + h * (Double(i) + 0.5)
            for (x, w) in Self.gauss8 {
                total += w * speed(at: mid + x * h / 2) * h / 2
            }
        }
        return total
    }

    /// The parameter at which the arc length from the start reaches `distance`.
    func parameter(atLength distance: Double) -> Double {
        let total = length()
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        guard case .cubic = shape else { return distance / total }
        // Newton's method on length(0, t) − distance, kept inside a shrinking bracket.
        var lo = 0.0, hi = 1.0, t = distance / total
        for _ in 0..<40 {
            let error = length(to: t) - distance
            if abs(error) < 1e-9 { break }
            if error > 0 { hi = t } else { lo = t }
            let v = speed(at: t)
            var next = v > 0 ? t - error / v : (lo + hi) / 2
            if next <= lo || next >= hi { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// The piece between parameters `a` and `b` (de Casteljau).
    func slice(from a: Double, to b: Double) -> PathSegment {
        switch shape {
        case .line:
            return PathSegment(start: point(at: a), shape: .line, end: point(at: b))
        case .cubic:
            let head = split(at: b).0
            guard b > 0 else { return PathSegment(start: start, shape: .line, end: start) }
            return head.split(at: a / b).1
        }
    }

    /// The curve cut in two at `t`.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        guard case .cubic(let c1, let c2) = shape else {
            let m = point(at: t)
            return (PathSegment(start: start, shape: .line, end: m), PathSegment(start: m, shape: .line, end: end))
        }
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let p01 = lerp(start, c1), p12 = lerp(c1, c2), p23 = lerp(c2, end)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
        let mid = lerp(p012, p123)
        return (
            PathSegment(start: start, shape: .cubic(p01, p012), end: mid),
            PathSegment(start: mid, shape: .cubic(p123, p23), end: end)
        )
    }

    var element: Path.Element {
        switch shape {
        case .line: .line(end)
        case .cubic(let c1, let c2): .curve(c1, c2, to: end)
        }
    }

    /// Abscissae and weights of 8-point Gauss–Legendre quadrature on −1…1.
    private static let gauss8: [(Double, Double)] = [
        (-0.960_289_856_497_536_2, 0.101_228_536_290_376_3), (-0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
        (-0.525_532_409_916_329_0, 0.313_706_645_877_887_3), (-0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
        (0.183_434_642_495_649_8, 0.362_683_783_378_362_0), (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
        (0.796_666_477_413_626_7, 0.222_381_034_453_374_5), (0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
    ]
}
