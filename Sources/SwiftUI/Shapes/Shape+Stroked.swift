import Foundation
import Vignette

/// A shape's outline stroked, as a shape (SwiftUI's `stroke(style:)` and `stroke(lineWidth:)` return
/// `some Shape`): drawn as the stroke in the foreground style, filled with a style as the stroke in
/// that style, and turned, scaled or moved as a whole, its line with it (a scale widens the line by
/// the square root of the area it scales by, exact for an even scale). Its `path(in:)` is the
/// outline stroked along, not the stroke's own edges (Docs/SwiftUI/Shapes.md, "Shapes transformed, and strokes as shapes").
public struct StrokedOutline: Shape, PrimitiveView, Sendable {
    /// The outline the line runs along.
    let outline: ShapeKind
    /// The line's width, caps, joins and dashes.
    let style: StrokeStyle

    /// The outline stroked along.
    public var _geometry: _ShapeGeometry { _ShapeGeometry(outline) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .stroke(outline, nil, style) }

    /// The stroke drawn with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(node: .stroke(outline, content._paint.core, self.style))
    }

    /// The stroke turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> StrokedOutline {
        StrokedOutline(
            outline: ModifiedShape(_geometry: _geometry).rotation(angle, anchor: anchor)._geometry.kind, style: style)
    }

    /// The stroke scaled by `x` and `y` about `anchor`, its line too.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> StrokedOutline {
        var scaled = style
        scaled.lineWidth = style.lineWidth * sqrt(abs(x * y))
        let kind = ModifiedShape(_geometry: _geometry).scale(x: x, y: y, anchor: anchor)._geometry.kind
        return StrokedOutline(outline: kind, style: scaled)
    }

    /// The stroke scaled by `scale` about `anchor`, its line too.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> StrokedOutline {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The stroke moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> StrokedOutline {
        StrokedOutline(outline: ModifiedShape(_geometry: _geometry).offset(x: x, y: y)._geometry.kind, style: style)
    }

    /// The stroke moved by `offset`.
    public func offset(_ offset: CGSize) -> StrokedOutline { self.offset(x: offset.width, y: offset.height) }
}
