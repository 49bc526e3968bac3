import Foundation

/// A shape outline made of lines and cubic Bézier curves, in points.
public struct Path: Hashable, Sendable {
    /// One step of an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(CGPoint)
        /// A straight line to the point.
        case line(CGPoint)
        /// A cubic Bézier curve through two control points to the point.
        case curve(CGPoint, CGPoint, to: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case close
    }

    /// The steps, in drawing order.
    public var elements: [Element]

    /// An outline from its steps.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// The outline with every point, ends and control points alike, moved by `transform`.
    public func mappingPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        Path(
            elements.map { element in
                switch element {
                case .move(let p): .move(transform(p))
                case .line(let p): .line(transform(p))
                case .curve(let a, let b, let to): .curve(transform(a), transform(b), to: transform(to))
                case .close: .close
                }
            })
    }

    /// A closed rectangle, clockwise from the top-left corner.
    public init(rect: CGRect) {
        self.init([
            .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ])
    }

    /// An ellipse inscribed in `rect`, as four cubic arcs.
    public init(ellipseIn rect: CGRect) {
        // A quarter circle is closest to a cubic whose handles are 0.5523 of the radius long.
        let k: CGFloat = 0.552_284_749_8
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        self.init([
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(
                CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry), to: CGPoint(x: cx, y: cy + ry)
            ),
            .curve(
                CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry), to: CGPoint(x: cx - rx, y: cy)
            ),
            .curve(
                CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry), to: CGPoint(x: cx, y: cy - ry)
            ),
            .curve(
                CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry), to: CGPoint(x: cx + rx, y: cy)
            ),
            .close,
        ])
    }

    /// A shape of the DSL laid over a frame.
    public init(_ shape: ShapeKind, in rect: CGRect) {
        switch shape {
        case .rect:
            self.init(rect: rect)
        case .roundedRect(let radius, let style):
            self.init(roundedRect: rect, cornerRadius: radius, style: style)
        case .disc:
            let side = min(rect.width, rect.height)
            self.init(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .oval:
            self.init(ellipseIn: rect)
        case .pill:
            self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
        case .custom(let shape):
            self = shape.path(for: rect.size).translated(dx: rect.minX, dy: rect.minY)
        case .containerRelative:
            // Layout resolves it against the container; outside a widget it is a rectangle.
            self.init(rect: rect)
        case .inset, .trimmed, .rotated:
            self = Path(composed: shape, in: rect)
        }
    }
}
