import Foundation
import Vignette

extension Image {
    /// How an image's colours are used (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the alpha counts: the image is filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// How a stretched image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Stretches the image.
        case stretch
        /// Repeats the image at its size (drawn stretched here: Docs/SwiftUI/Assets.md).
        case tile
    }

    /// The quality of scaling (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: Hashable, Sendable {
        /// No smoothing.
        case none
        /// Fast smoothing.
        case low
        /// Balanced smoothing.
        case medium
        /// Best smoothing.
        case high
    }

    /// Takes the size it is offered instead of its natural size; combine with
    /// `aspectRatio`, `scaledToFit()` or `scaledToFill()` to keep its proportions.
    /// Symbols keep their font size: the core does not stretch glyphs.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// `resizable()`. Cap insets and `.tile` are accepted but the whole picture is stretched:
    /// nine-part and tiled drawing are not built (Docs/SwiftUI/Assets.md).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }

    /// Draws the image as a template (its alpha in the foreground style) or with its own
    /// colours; nil returns to the asset's own setting.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Accepted and not applied: Vignette always scales pictures with Cairo's good filter.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted and not applied: picture edges are always antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
