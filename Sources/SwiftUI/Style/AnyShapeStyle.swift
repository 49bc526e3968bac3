import Vignette

/// Any style behind one type, as SwiftUI's `AnyShapeStyle`: for a style chosen at run time,
/// `isIdle ? AnyShapeStyle(.tertiary) : AnyShapeStyle(Color.red)`. It paints exactly what the
/// wrapped style paints. (`@unchecked Sendable`: every style this module ships is an immutable value.)
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    // Kept as the style, not its paint, so a named colour is still looked up where it is used.
    private let style: any ShapeStyle

    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }

    /// The wrapped style's core paint.
    public var _paint: _ShapePaint { style._paint }
}
