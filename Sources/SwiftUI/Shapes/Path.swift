import CoreGraphics
import Foundation
import Vignette

/// An outline of lines and curves, as SwiftUI's `Path`: built with `move(to:)`, `addLine(to:)`,
/// curves, arcs, rectangles and ellipses; a shape drawn at its own coordinates from its frame's
/// top-left corner. Quadratic curves and arcs are stored as cubic curves.
public struct Path: Shape, Hashable, Sendable {
    /// The outline in the core's terms.
    package var core: Vignette.Path

    package init(core: Vignette.Path) { self.core = core }

    /// An empty path.
    public init() { core = Vignette.Path() }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { core = Vignette.Path(rect: rect) }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { core = Vignette.Path(ellipseIn: rect) }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        core = Vignette.Path(roundedRect: rect, cornerRadius: cornerRadius, style: style.core)
    }

    /// The path as it is: its coordinates are the frame's, whatever `rect` is.
    public func path(in rect: CGRect) -> Path { self }

    /// Drawn at its own coordinates from the frame's top-left corner.
    public var _geometry: _ShapeGeometry {
        let outline = core
        return _ShapeGeometry(.custom(CustomShape { _ in outline }))
    }

    /// The last point drawn to, if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in core.elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .curve(_, _, to: let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Whether nothing has been added.
    public var isEmpty: Bool { core.elements.isEmpty }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect {
        let points = core.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let a, let b, to: let p): [a, b, p]
            case .close: []
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { core.elements.append(.move(point)) }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { core.elements.append(.line(point)) }

    /// Lines through `points`, the first moved to.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// A quadratic curve to `point`, stored as the cubic curve it equals.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let start = currentPoint ?? point
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        core.elements.append(.curve(c1, c2, to: point))
    }

    /// A cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        core.elements.append(.curve(control1, control2, to: point))
    }

    /// An arc of a circle, joined to the current point by a line. As in SwiftUI, whose y axis points
    /// down, `clockwise: false` turns clockwise on screen (angles growing) and `true` the other way.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // The core's arc, whose `clockwise` is growing angles: the other way round.
        let arc = Vignette.Path.arc(
            center: center, radius: radius, from: startAngle.radians, to: endAngle.radians, clockwise: !clockwise)
        guard case .move(let start) = arc.elements.first else { return }
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        core.elements += arc.elements.dropFirst()
    }

    /// A closed rectangle.
    public mutating func addRect(_ rect: CGRect) { core.elements += Vignette.Path(rect: rect).elements }

    /// Closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// A closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { core.elements += Vignette.Path(ellipseIn: rect).elements }

    /// A closed rounded rectangle with corners `cornerSize` (its width is the radius used).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        core.elements += Vignette.Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style.core).elements
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { core.elements.append(.close) }

    /// Another path added to this one.
    public mutating func addPath(_ path: Path) { core.elements += path.core.elements }
}
