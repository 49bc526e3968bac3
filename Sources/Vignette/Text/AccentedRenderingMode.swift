/// How a picture is drawn in accented (tinted) rendering (WidgetKit's
/// `WidgetAccentedRenderingMode`). In full colour every mode draws the picture as it is.
public enum AccentedRenderingMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Keep the picture's own colours even when the widget is tinted.
    case fullColor
    /// Paint the picture in the accent tint, keeping its alpha.
    case accented
    /// Grey it by luminance, in the primary group.
    case desaturated
    /// Grey it by luminance, in the accent group.
    case accentedDesaturated
}
