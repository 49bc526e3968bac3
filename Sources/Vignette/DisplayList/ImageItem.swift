import Foundation

/// A picture drawn stretched to a rectangle (layout already applied fit or fill).
public struct ImageItem: Hashable, Sendable {
    /// The PNG, JPEG, SVG or PDF file, as the tree names it.
    public var path: String
    /// Where it is drawn, in points.
    public var frame: CGRect
    /// How tinted rendering treats the picture; nil is WidgetKit's default.
    public var accentedRenderingMode: AccentedRenderingMode?
    /// The bytes the backend decodes; nil draws nothing.
    public var picture: ResolvedPicture?

    /// An image item; `picture` is what the resolver found for `path`.
    public init(
        path: String, frame: CGRect, accentedRenderingMode: AccentedRenderingMode? = nil,
        picture: ResolvedPicture? = nil
    ) {
        self.path = path
        self.frame = frame
        self.accentedRenderingMode = accentedRenderingMode
        self.picture = picture
    }
}
