import Foundation

/// A shape made from another by `trim`, `inset(by:)` or `rotation` (what SwiftUI
/// returns as `some Shape`); it fills, strokes and clips like any shape.
public struct AnyShape: ShapeElement {
    public var kind: ShapeKind
    public var paint: Paint?

    public init(_ kind: ShapeKind) {
        self.kind = kind.normalized
    }
}
