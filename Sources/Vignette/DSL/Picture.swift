import Foundation

/// A PNG, JPEG, SVG or PDF file drawn as an image (SwiftUI's `Image` from a file).
///
/// Its natural size is in points: a PNG's or JPEG's pixels divided by the scale in its name
/// (`icon@2x.png` is 2, `icon@3x.png` 3, otherwise 1), a JPEG turned upright by its EXIF
/// orientation first, an SVG's `width`/`height` (or
/// viewBox) with one user unit per point. Not resizable, it keeps that size whatever it
/// is offered; `resizable()` takes any offered size, and with `aspectRatio(contentMode:)`
/// keeps its proportions (`.fit` inside, `.fill` covering the offer).
///
/// The render's `ResourceResolver` finds the file before layout; a missing or unreadable
/// one fails the render with an error naming the path, the folder a relative path was
/// resolved against and the Swift line that asked for it.
public struct Picture: Element {
    /// What the node holds.
    public var spec: PictureSpec

    /// The picture at `path` (relative paths are the resolver's to place); the call site
    /// is kept for error messages.
    public init(_ path: String, fileID: String = #fileID, line: Int = #line) {
        spec = PictureSpec(path: path, origin: "\(fileID):\(line)")
    }

    /// The picture at `url`; the call site is kept for error messages.
    public init(_ url: URL, fileID: String = #fileID, line: Int = #line) {
        spec = PictureSpec(path: url.path, origin: "\(fileID):\(line)")
    }

    /// The picture as a node.
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
    /// The file, absolute or relative to the resolver's folder (`ResourceResolver.files(relativeTo:)`).
    public var path: String
    /// Whether the picture takes the size it is offered instead of its natural size.
    public var isResizable: Bool
    /// nil: WidgetKit's default for images in accented mode (`accented`).
    public var accentedRenderingMode: AccentedRenderingMode?
    /// Pixels per point of a PNG when something other than its name says so (an asset
    /// catalogue's `"scale"`); nil takes the name's `@2x`/`@3x`, else 1. SVGs ignore it.
    public var scale: CGFloat?
    /// Drawn as a template: its alpha filled with the foreground style (SwiftUI's
    /// `renderingMode(.template)`), not its own colours.
    public var isTemplate: Bool
    /// For a PDF: drawn from its vectors at any size (true, the default), or as the bitmap Xcode makes
    /// of an asset catalogue's PDF without `preserves-vector-representation` — the page at its natural
    /// size and the display's scale — stretched (false). Other formats ignore it.
    public var preservesVectorData: Bool
    /// Where the picture was asked for — a Swift line (`Module/File.swift:12`) or a tree file's
    /// JSON path — for error messages. Not part of equality: it says where, not what.
    public var origin: String?

    /// A picture node's fields.
    public init(
        path: String, isResizable: Bool = false, accentedRenderingMode: AccentedRenderingMode? = nil,
        scale: CGFloat? = nil, isTemplate: Bool = false, preservesVectorData: Bool = true, origin: String? = nil
    ) {
        self.path = path
        self.isResizable = isResizable
        self.accentedRenderingMode = accentedRenderingMode
        self.scale = scale
        self.isTemplate = isTemplate
        self.preservesVectorData = preservesVectorData
        self.origin = origin
    }

    /// Equal when they draw the same: `origin` is left out.
    public static func == (a: PictureSpec, b: PictureSpec) -> Bool {
        a.path == b.path && a.isResizable == b.isResizable && a.accentedRenderingMode == b.accentedRenderingMode
            && a.scale == b.scale && a.isTemplate == b.isTemplate && a.preservesVectorData == b.preservesVectorData
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(isResizable)
        hasher.combine(accentedRenderingMode)
        hasher.combine(scale)
        hasher.combine(isTemplate)
        hasher.combine(preservesVectorData)
    }
}
