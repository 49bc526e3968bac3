import Foundation

/// A PNG or SVG file drawn as an image (SwiftUI's `Image` from a file).
///
/// Its natural size is in points: a PNG's pixels divided by the scale in its name
/// (`icon@2x.png` is 2, `icon@3x.png` 3, otherwise 1), an SVG's `width`/`height` (or
/// viewBox) with one user unit per point. Not resizable, it keeps that size whatever it
/// is offered; `resizable()` takes any offered size, and with `aspectRatio(contentMode:)`
/// keeps its proportions (`.fit` inside, `.fill` covering the offer).
///
/// A missing or unreadable file fails the render with an error naming the path.
public struct Picture: Element {
    /// Which file to draw and how.
    public var spec: PictureSpec

    /// A picture from a PNG or SVG file at `path`.
    public init(_ path: String) {
        spec = PictureSpec(path: path)
    }

    /// A picture from a file URL.
    public init(_ url: URL) {
        spec = PictureSpec(path: url.path)
    }

    /// The picture's tree node.
    public var node: Node { .picture(spec) }

    /// Stretches the picture to the size it is offered.
    public func resizable() -> Picture {
        var copy = self
        copy.spec.isResizable = true
        return copy
    }

    /// How the picture is drawn when the widget is tinted.
    public func widgetAccentedRenderingMode(_ mode: AccentedRenderingMode) -> Picture {
        var copy = self
        copy.spec.accentedRenderingMode = mode
        return copy
    }
}

/// What a `Picture` node holds.
public struct PictureSpec: Hashable, Sendable {
    /// The file, absolute or relative to the working directory.
    public var path: String
    /// Whether the picture stretches to its proposal instead of keeping its pixel size.
    public var isResizable: Bool
    /// nil: WidgetKit's default for images in accented mode (`accented`).
    public var accentedRenderingMode: AccentedRenderingMode?

    /// A picture of the file at `path`, at its own size unless `isResizable`.
    public init(path: String, isResizable: Bool = false, accentedRenderingMode: AccentedRenderingMode? = nil) {
        self.path = path
        self.isResizable = isResizable
        self.accentedRenderingMode = accentedRenderingMode
    }
}
