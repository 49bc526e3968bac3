import Foundation

/// What fills or strokes a display item: a colour, or a gradient placed in points in
/// the same coordinates as the item's path.
public enum ResolvedPaint: Hashable, Sendable {
    /// One colour everywhere.
    case color(RGBA)
    /// A gradient placed in the item's coordinates.
    case gradient(ResolvedGradient)

    /// Transparent: paints nothing.
    public static let clear = ResolvedPaint.color(.clear)
    /// Opaque black.
    public static let black = ResolvedPaint.color(.black)
    /// Opaque white.
    public static let white = ResolvedPaint.color(.white)

    /// Whether anything would show: some colour is not fully transparent.
    public var isVisible: Bool {
        switch self {
        case .color(let c): c.alpha > 0
        case .gradient(let g): g.stops.contains { $0.color.alpha > 0 }
        }
    }

    /// The same paint with every colour changed by `transform` (for rendering modes).
    public func mapColors(_ transform: (RGBA) -> RGBA) -> ResolvedPaint {
        switch self {
        case .color(let c):
            return .color(transform(c))
        case .gradient(var g):
            g.stops = g.stops.map { ResolvedGradient.Stop(color: transform($0.color), location: $0.location) }
            return .gradient(g)
        }
    }

    /// One colour standing for the paint where only one can be used: a gradient's middle.
    public var representativeColor: RGBA {
        switch self {
        case .color(let c): c
        case .gradient(let g): g.color(at: 0.5)
        }
    }

    /// The same paint moved by (dx, dy) points.
    public func translated(dx: CGFloat, dy: CGFloat) -> ResolvedPaint {
        guard case .gradient(var g) = self else { return self }
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch g.kind {
        case .linear(let start, let end): g.kind = .linear(start: move(start), end: move(end))
        case .radial(let c, let r0, let r1): g.kind = .radial(center: move(c), startRadius: r0, endRadius: r1)
        case .angular(let c, let a0, let a1): g.kind = .angular(center: move(c), startAngle: a0, endAngle: a1)
        case .elliptical(let c, let scale, let r0, let r1):
            g.kind = .elliptical(center: move(c), scale: scale, startRadius: r0, endRadius: r1)
        }
        return .gradient(g)
    }
}
