import Foundation

/// A shape's outline drawn with a stroke style (what `stroke` and `strokeBorder` make).
///
/// It lays out like the shape. A stroke is centred on the outline, so half of it lies
/// outside the frame; `strokeBorder` insets the outline by half the width to keep it inside.
public struct StrokedShape: Element {
    /// The outline that is stroked.
    public var kind: ShapeKind
    /// The stroke's paint; nil strokes in the foreground style.
    public var paint: Paint?
    /// Line width, caps, joins and dashes.
    public var style: StrokeStyle

    /// Strokes `kind` with `style`, centred on the outline.
    public init(_ kind: ShapeKind, paint: Paint? = nil, style: StrokeStyle) {
        self.kind = kind.normalized
        self.paint = paint
        self.style = style
    }

    /// A stroke node of the outline, paint and style.
    public var node: Node { .stroke(kind, paint, style) }
}
