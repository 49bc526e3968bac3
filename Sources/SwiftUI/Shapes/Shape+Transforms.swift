import Foundation
import Vignette

// A shape scaled, moved, turned about an anchor or mapped by an affine transform (SwiftUI's
// `ScaledShape`, `OffsetShape`, `RotatedShape`, `TransformedShape`): the same frame as the shape,
// whose outline is the shape's outline in that frame, transformed. As in SwiftUI, the layout is the
// shape's own: only the drawing moves (Docs/SwiftUI/Shapes.md, "Shapes transformed, and strokes as shapes").

extension Shape {
    /// The shape scaled by `x` and `y` about `anchor` (a point of its frame; the centre by default).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedShape {
        transformed(about: anchor) { CGAffineTransform(scaleX: x, y: y) }
    }

    /// The shape scaled by `scale` on both axes about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedShape {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape turned by `angle` about `anchor` (clockwise on screen for a positive angle).
    public func rotation(_ angle: Angle, anchor: UnitPoint) -> ModifiedShape {
        transformed(about: anchor) { CGAffineTransform(rotationAngle: CGFloat(angle.radians)) }
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> ModifiedShape {
        self.offset(x: offset.width, y: offset.height)
    }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedShape {
        transformed(about: .topLeading) { CGAffineTransform(translationX: x, y: y) }
    }

    /// The shape's outline mapped by `transform`, in its frame's coordinates.
    public func transform(_ transform: CGAffineTransform) -> ModifiedShape {
        transformed(about: .topLeading) { transform }
    }

    /// This shape's outline in each frame, mapped by `transform` about the frame's point `anchor`.
    func transformed(about anchor: UnitPoint, _ transform: @escaping () -> CGAffineTransform) -> ModifiedShape {
        let kind = _geometry.kind
        let outline = CustomShape { size in
            let rect = CGRect(origin: .zero, size: size)
            let pivot = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
            let mapping = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
                .concatenating(transform())
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
            return Path(core: Vignette.Path(kind, in: rect)).applying(mapping).core
        }
        return ModifiedShape(_geometry: _ShapeGeometry(.custom(outline)))
    }
}

// SwiftUI's built-in shapes can be inset, so their borders can be stroked inside the frame
// (`strokeBorder`); each inset shape is insettable again.
extension Rectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}
extension ModifiedShape: InsettableShape {}

extension Path {
    /// The part of this path from `from` to `to`, fractions of its length (SwiftUI's
    /// `trimmedPath(from:to:)`), cut as `Shape.trim(from:to:)` cuts an outline.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(core: core.trimmed(from: Double(from), to: Double(to)))
    }
}
