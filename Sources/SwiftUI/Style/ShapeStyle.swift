import Vignette

/// A colour or style that fills shapes and colours text (`foregroundStyle`, `fill`, `background`).
///
/// Only the styles this module ships conform: a style of your own would have nothing
/// for the core to paint, so it does not compile (`_paint` cannot be written outside).
public protocol ShapeStyle: Sendable {
    /// The core paint of this style.
    var _paint: _ShapePaint { get }
}

/// A style in the core's terms; made only by this module's styles.
public struct _ShapePaint: Hashable, Sendable {
    package let core: Paint
    package init(_ core: Paint) { self.core = core }
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// They map to the core's label colours (Docs/SwiftUI.md §2): an enclosing
/// `foregroundStyle` does not tint them yet.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint
    /// The core paint of this level.
    public var _paint: _ShapePaint { _ShapePaint(paint) }

}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: .label) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: .secondaryLabel) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: .tertiaryLabel) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(paint: .quaternaryLabel) }
    /// The fifth level (iOS 16): UIKit publishes no fifth label colour, so it is drawn as the fourth,
    /// the faintest iOS has (Docs/SwiftUI.md §2).
    public static var quinary: HierarchicalShapeStyle { quaternary }
}

/// The foreground style in force (`fill(.foreground)`, the default fill of shapes).
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The style in force where it is used.
    public init() {}
    /// The core paint of the foreground.
    public var _paint: _ShapePaint { _ShapePaint(.foreground) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A style drawn more transparent (`style.opacity(0.5)`).
public struct _OpacityShapeStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint
    /// The core paint, faded.
    public var _paint: _ShapePaint { _ShapePaint(paint) }
}

extension ShapeStyle {
    /// This style at `opacity` (0 clear, 1 as it is), as SwiftUI's `ShapeStyle.opacity(_:)`.
    /// Disfavoured so that on a view that is also a style (a gradient) `opacity` stays the view
    /// modifier unless a style is expected.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle {
        _OpacityShapeStyle(paint: _paint.core.opacity(opacity))
    }
}

/// The colour of separators and hairlines (iOS 17's `.separator` style).
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The system separator colour.
    public var _paint: _ShapePaint { _ShapePaint(.separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators and hairlines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
