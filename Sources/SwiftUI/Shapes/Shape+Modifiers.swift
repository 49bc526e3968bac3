import Foundation
import Vignette

/// How an outline is stroked: SwiftUI's `StrokeStyle` (width, caps, joins, miter limit, dashes),
/// the core's type with the same initializer and defaults.
public typealias StrokeStyle = Vignette.StrokeStyle

/// A shape made from another: trimmed, inset or turned. Lowers to the core's composed shape
/// kinds (`trimmed`, `inset`, `rotated`), so it fills, strokes and clips like any shape.
public struct ModifiedShape: Shape, PrimitiveView, Sendable {
    /// The core shape this shape draws.
    public let _geometry: _ShapeGeometry

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .shape(_geometry.kind, nil) }
}

extension Shape {
    /// The part of the outline from `from` to `to` (fractions of its length, starting at 3 o'clock
    /// for circles and going clockwise), as SwiftUI's `trim(from:to:)`.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> ModifiedShape {
        ModifiedShape(_geometry: _ShapeGeometry(.trimmed(_geometry.kind, from: Double(from), to: Double(to))))
    }

    /// The shape shrunk by `amount` on every side.
    public func inset(by amount: CGFloat) -> ModifiedShape {
        ModifiedShape(_geometry: _ShapeGeometry(.inset(_geometry.kind, by: amount)))
    }

    /// The shape turned by `angle` about its frame's centre.
    public func rotation(_ angle: Angle) -> ModifiedShape {
        ModifiedShape(_geometry: _ShapeGeometry(_geometry.kind.rotated(by: angle)))
    }

    /// The outline stroked with `content` in `style` (caps, joins, dashes).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(node: .stroke(_geometry.kind, content._paint.core, style))
    }

    /// The outline stroked in `style`, as a shape (SwiftUI's returns `some Shape`): drawn in the
    /// foreground style, or filled, turned, scaled or moved as a whole (Shape+Stroked.swift).
    public func stroke(style: StrokeStyle) -> StrokedOutline {
        StrokedOutline(outline: _geometry.kind, style: style)
    }

    /// The outline stroked `lineWidth` wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedOutline {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked inside the frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(node: .stroke(.inset(_geometry.kind, by: style.lineWidth / 2), content._paint.core, style))
    }
}
