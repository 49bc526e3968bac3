import Vignette

/// How the system colours a widget.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    package let core: Vignette.WidgetRenderingMode

    /// Colours as given (home screen, light and dark).
    public static let fullColor = WidgetRenderingMode(core: .fullColor)
    /// Two groups each painted in one tint: `widgetAccentable()` content and the rest (tinted home screen).
    public static let accented = WidgetRenderingMode(core: .accented)
    /// Monochrome by brightness (lock screen, StandBy at night).
    public static let vibrant = WidgetRenderingMode(core: .vibrant)

    /// The mode's name, e.g. "fullColor".
    public var description: String { core.rawValue }
}
