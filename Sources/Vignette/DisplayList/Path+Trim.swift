import Foundation

extension Path {
    /// The path's drawn pieces, subpath by subpath; a `close` counts as the line back
    /// to the subpath's start. `closed` says whether the subpath ended with `close`.
    func subpaths() -> [(segments: [PathSegment], closed: Bool)] {
        var out: [(segments: [PathSegment], closed: Bool)] = []
        var current: [PathSegment] = []
        var start = CGPoint.zero, point = CGPoint.zero
        var open = false
        func finish(closed: Bool) {
            if open { out.append((current, closed)) }
            current = []
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                (start, point, open) = (p, p, true)
            case .line(let p):
                if !open { (start, open) = (point, true) }
                current.append(PathSegment(start: point, shape: .line, end: p))
                point = p
            case .curve(let c1, let c2, let p):
                if !open { (start, open) = (point, true) }
                current.append(PathSegment(start: point, shape: .cubic(c1, c2), end: p))
                point = p
            case .close:
                if open {
                    current.append(PathSegment(start: point, shape: .line, end: start))
                    point = start
                }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return out
    }

    /// The total length of the outline in points, closing lines included.
    public var length: Double {
        subpaths().reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length() } }
    }

    /// The part of the outline between two fractions of its total length (SwiftUI's
    /// `trim(from:to:)`), with curves cut exactly rather than flattened.
    ///
    /// Fractions are clamped to 0…1; `from >= to` leaves nothing. The whole path
    /// (0…1) comes back unchanged. A circle's path starts at 3 o'clock and runs
    /// clockwise, as SwiftUI's `Circle` does, so `trim(from: 0, to: 0.25)` is the
    /// lower-right quarter.
    public func trimmed(from: Double, to: Double) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let parts = subpaths()
        let total = parts.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length() } }
        guard total > 0 else { return Path() }
        let lower = from * total, upper = to * total
        var out: [Element] = []
        var walked = 0.0
        for part in parts {
            var drawing = false
            var keptFromStart = false
            for (index, segment) in part.segments.enumerated() {
                let length = segment.length()
                let a = walked, b = walked + length
                walked = b
                guard b > lower, a < upper, length > 0 else {
                    if a >= upper { drawing = false }
                    continue
                }
                let t0 = a >= lower ? 0 : segment.parameter(atLength: lower - a)
                let t1 = b <= upper ? 1 : segment.parameter(atLength: upper - a)
                let piece = (t0 == 0 && t1 == 1) ? segment : segment.slice(from: t0, to: t1)
                if !drawing {
                    out.append(.move(piece.start))
                    drawing = true
                    keptFromStart = index == 0 && t0 == 0
                }
                let isClosingLine = part.closed && index == part.segments.count - 1
                if isClosingLine && keptFromStart && t1 == 1 {
                    out.append(.close)  // the whole subpath is kept: join its ends
                } else {
                    out.append(piece.element)
                }
            }
        }
        return Path(out)
    }
}
