import Foundation
import Vignette

/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView, Hashable, Sendable {
    /// A rectangle.
    public init() {}
    /// The core shape.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(.rect) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(.rect, nil) }
}

/// A circle inscribed in its frame: its size is a square (Docs/LayoutSemantics.md §a.2).
public struct Circle: Shape, PrimitiveView, Hashable, Sendable {
    /// A circle.
    public init() {}
    /// The core shape.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(.disc) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(.disc, nil) }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView, Hashable, Sendable {
    /// A ellipse.
    public init() {}
    /// The core shape.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(.oval) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(.oval, nil) }
}

/// A rectangle whose short sides are semicircles.
public struct Capsule: Shape, PrimitiveView, Hashable, Sendable {
    /// A capsule.
    public init() {}
    /// The core shape.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(.pill) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(.pill, nil) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView, Hashable, Sendable {
    /// The corner radius in points.
    public var cornerRadius: CGFloat
    /// How the corners bend.
    public var style: RoundedCornerStyle
    /// The corners' vertical radius when it differs from `cornerRadius` (`init(cornerSize:style:)`).
    var cornerHeight: CGFloat?

    /// A rounded rectangle; corners are continuous unless asked otherwise, as in SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    /// The core shape: elliptical corners are an outline (RoundedRectangle+CornerSize.swift).
    public var _geometry: _ShapeGeometry {
        if let cornerHeight {
            return _ShapeGeometry(.custom(Self.ellipticalCorners(CGSize(width: cornerRadius, height: cornerHeight))))
        }
        return _ShapeGeometry(.roundedRect(cornerRadius: cornerRadius, style: style.core))
    }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(_geometry.kind, nil) }
}

/// The shape of the widget around the view, inset to the view's frame: a rounded rectangle whose
/// corners are concentric with the widget's, as SwiftUI's `ContainerRelativeShape` in a widget
/// (Docs/SwiftUI/Containers.md).
public struct ContainerRelativeShape: Shape, PrimitiveView, Hashable, Sendable {
    /// The container's shape.
    public init() {}
    /// The core shape, resolved by layout where the view's frame is known.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(.containerRelative) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(.containerRelative, nil) }
}
