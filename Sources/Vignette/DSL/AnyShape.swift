import Foundation

/// A shape made from another by `trim`, `inset(by:)` or `rotation` (what SwiftUI
/// returns as `some Shape`); it fills, strokes and clips like any shape.
public struct AnyShape: ShapeElement {
    /// The outline, normalised so equal shapes compare equal.
    public var kind: ShapeKind
    /// The fill; nil paints in the foreground style.
    public var paint: Paint?

    /// Wraps an outline, e.g. one made by `trim` or `inset(by:)`.
    public init(_ kind: ShapeKind) {
        self.kind = kind.normalized
    }
}
