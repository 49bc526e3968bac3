import Vignette

/// A type-erased style, so that one expression can choose between styles of different types
/// (`isOn ? AnyShapeStyle(.red) : AnyShapeStyle(.background)`), as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The core paint of the wrapped style.
    public let _paint: _ShapePaint

    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) {
        _paint = style._paint
    }
}
