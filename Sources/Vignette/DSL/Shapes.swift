import Foundation

/// A shape element: drawn in the foreground style unless given a `fill`.
public protocol ShapeElement: Element {
    /// The outline the shape draws.
    var kind: ShapeKind { get }
    /// The fill; nil paints in the foreground style.
    var paint: Paint? { get set }
}

extension ShapeElement {
    /// A filled-shape node of the outline and paint.
    public var node: Node { .shape(kind, paint) }

    /// The same shape filled with `paint`.
    public func fill(_ paint: Paint) -> Self {
        var copy = self
        copy.paint = paint
        return copy
    }
}

/// A rectangle (SwiftUI's `Rectangle`).
public struct Rect: ShapeElement {
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?
    /// A rectangle.
    public var kind: ShapeKind { .rect }
    /// A rectangle filled in the foreground style.
    public init() {}
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRect: ShapeElement {
    /// The radius of each corner, in points.
    public var cornerRadius: CGFloat
    /// Circular or continuous (squircle-like) corners.
    public var style: CornerStyle
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?
    /// A rounded rectangle of this radius and style.
    public var kind: ShapeKind { .roundedRect(cornerRadius: cornerRadius, style: style) }

    /// A rounded rectangle with corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: CornerStyle = .circular) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
}

/// A circle, square-sized in its frame (SwiftUI's `Circle`).
public struct Disc: ShapeElement {
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?
    /// A circle.
    public var kind: ShapeKind { .disc }
    /// A circle filled in the foreground style.
    public init() {}
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Oval: ShapeElement {
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?
    /// An ellipse.
    public var kind: ShapeKind { .oval }
    /// An ellipse filled in the foreground style.
    public init() {}
}

/// A capsule (SwiftUI's `Capsule`).
public struct Pill: ShapeElement {
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?
    /// A capsule.
    public var kind: ShapeKind { .pill }
    /// A capsule filled in the foreground style.
    public init() {}
}
