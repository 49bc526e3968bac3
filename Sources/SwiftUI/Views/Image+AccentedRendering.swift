import Foundation
import Vignette

/// How a picture is drawn when the widget is shown in the accented (tinted) look (iOS 18):
/// WidgetKit's `WidgetAccentedRenderingMode`, onto the core's `AccentedRenderingMode`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    package let core: AccentedRenderingMode
    /// Painted in the accent tint, keeping its alpha (the default).
    public static let accented = WidgetAccentedRenderingMode(core: .accented)
    /// Greyed by luminance, in the accent group.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(core: .accentedDesaturated)
    /// Greyed by luminance, in the primary group.
    public static let desaturated = WidgetAccentedRenderingMode(core: .desaturated)
    /// In its own colours, as in the full-colour look.
    public static let fullColor = WidgetAccentedRenderingMode(core: .fullColor)
}

extension Image {
    /// This image drawn in `mode` when the widget is tinted; nil is WidgetKit's default (`accented`).
    /// Symbols are drawn like text and keep the tint whatever the mode.
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self
        copy.accentedRenderingMode = mode?.core
        return copy
    }
}
