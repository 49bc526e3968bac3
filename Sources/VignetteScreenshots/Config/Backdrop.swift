import Foundation
import Vignette

/// What fills a wallpaper or a screenshot's background: a colour, a linear gradient, or
/// a picture file covering the area (cropped to it, proportions kept).
public enum Backdrop: Hashable, Sendable {
    /// One colour over the whole area.
    case color(RGBA)
    /// Colours evenly spaced from `start` to `end` (unit points of the area).
    case gradient([RGBA], start: UnitPoint, end: UnitPoint)
    /// A PNG or SVG file, absolute or relative to the config file.
    case image(path: String)

    /// The backdrop as a DSL element filling what it is offered.
    public var node: Node {
        switch self {
        case .color(let color):
            return Fill(.color(color)).node
        case .gradient(let colors, let start, let end):
            return Fill(.linearGradient(colors: colors.map { .color($0) }, startPoint: start, endPoint: end)).node
        case .image(let path):
            var picture = Picture(path).resizable()
            picture.spec.origin = "the screenshot config's backdrop"
            return Layers { picture.aspectRatio(contentMode: .fill) }
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .clipShape(Rect())
        }
    }

    /// Whether text on it should be dark: the backdrop's average colour is light.
    public var isLight: Bool {
        let colors: [RGBA] =
            switch self {
            case .color(let c): [c]
            case .gradient(let cs, _, _): cs
            case .image: [.black]
            }
        let luminance = colors.map { 0.2126 * $0.red + 0.7152 * $0.green + 0.0722 * $0.blue }.reduce(0, +)
        return luminance / Double(max(1, colors.count)) > 0.6
    }
}
