import Vignette

/// The system's translucent fills for shapes: `.fill`, `.fill.secondary`, `.fill.tertiary`,
/// `.fill.quaternary`, `.fill.quinary`, drawn with the iOS fill colours of each level (Docs/SwiftUI.md §2).
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint

    /// The core paint of this level.
    public var _paint: _ShapePaint { _ShapePaint(paint) }

    /// The second level: the secondary system fill.
    public var secondary: FillShapeStyle { FillShapeStyle(paint: .system(.secondarySystemFill)) }
    /// The third level: the tertiary system fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(paint: .system(.tertiarySystemFill)) }
    /// The fourth level: the quaternary system fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(paint: .system(.quaternarySystemFill)) }
    /// The fifth level (iOS 16). UIKit publishes no fifth system fill, so it is drawn as the fourth,
    /// the faintest iOS has (Docs/SwiftUI.md §2).
    public var quinary: FillShapeStyle { quaternary }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The first level of the system fill.
    public static var fill: FillShapeStyle { FillShapeStyle(paint: .system(.systemFill)) }
}

/// The system background colour, as `background()` draws it.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// The background style.
    public init() {}
    /// The core paint: the system background.
    public var _paint: _ShapePaint { _ShapePaint(.systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension View {
    /// The system background colour behind this view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
