import Foundation

/// A picture file drawn stretched to a rectangle (layout already applied fit or fill).
public struct ImageItem: Hashable, Sendable {
    /// The PNG or SVG file.
    public var path: String
    /// Where the picture is drawn, in points; it is stretched to the frame.
    public var frame: CGRect
    /// How tinted rendering treats the picture; nil is WidgetKit's default.
    public var accentedRenderingMode: AccentedRenderingMode?

    /// A picture from `path` drawn into `frame`.
    public init(path: String, frame: CGRect, accentedRenderingMode: AccentedRenderingMode? = nil) {
        self.path = path
        self.frame = frame
        self.accentedRenderingMode = accentedRenderingMode
    }
}
