import Foundation

/// A shape element: drawn in the foreground style unless given a `fill`.
public protocol ShapeElement: Element {
    var kind: ShapeKind { get }
    var paint: Paint? { get set }
}

extension ShapeElement {
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
    public var paint: Paint?
    public var kind: ShapeKind { .rect }
    public init() {}
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRect: ShapeElement {
    public var cornerRadius: CGFloat
    public var style: CornerStyle
    public var paint: Paint?
    public var kind: ShapeKind { .roundedRect(cornerRadius: cornerRadius, style: style) }

    public init(cornerRadius: CGFloat, style: CornerStyle = .circular) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
}

/// A circle, square-sized in its frame (SwiftUI's `Circle`).
public struct Disc: ShapeElement {
    public var paint: Paint?
    public var kind: ShapeKind { .disc }
    public init() {}
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Oval: ShapeElement {
    public var paint: Paint?
    public var kind: ShapeKind { .oval }
    public init() {}
}

/// A capsule (SwiftUI's `Capsule`).
public struct Pill: ShapeElement {
    public var paint: Paint?
    public var kind: ShapeKind { .pill }
    public init() {}
}
