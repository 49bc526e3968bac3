import Vignette

/// The levels of the background style (iOS 17): `.background.secondary` is the secondary system
/// background, `.background.tertiary` the tertiary one, as `Color(uiColor: .secondarySystemBackground)`
/// and `.tertiarySystemBackground` draw them (Docs/SwiftUI.md §2). Apple declares the levels on
/// every `ShapeStyle`; only the background's are built here.
extension BackgroundStyle {
    /// The second level of the background: the secondary system background.
    public var secondary: some ShapeStyle { BackgroundLevelStyle(paint: .secondarySystemBackground) }
    /// The third level of the background: the tertiary system background.
    public var tertiary: some ShapeStyle { BackgroundLevelStyle(paint: .tertiarySystemBackground) }
}

/// A level of the background style.
struct BackgroundLevelStyle: ShapeStyle, Hashable, Sendable {
    let paint: Paint
    /// The core paint of this level.
    var _paint: _ShapePaint { _ShapePaint(paint) }
}
