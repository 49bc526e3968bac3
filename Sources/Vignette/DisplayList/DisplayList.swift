import Foundation

/// What to paint, in points, after layout: the only thing a backend reads.
///
/// Items paint in order, later ones on top. Colours are resolved, text is broken into
/// positioned lines, and shapes are paths, so a backend decides nothing about layout.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem]) {
        self.size = size
        self.items = items
    }
}

/// One painting command.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fill a path with a colour (non-zero winding).
    case fill(Path, RGBA)
    /// Draw one line of text.
    case text(TextRun)
    /// Paint items as a group: clipped to a path when given, then composited with an opacity.
    case group(DisplayGroup)
}

/// Items painted together, clipped, recoloured and faded as one.
public struct DisplayGroup: Hashable, Sendable {
    public var opacity: Double
    public var clip: Path?
    /// A recolouring of the group's pixels (rendering modes), applied before the opacity.
    public var filter: ColorFilter?
    public var items: [DisplayItem]

    public init(opacity: Double = 1, clip: Path? = nil, filter: ColorFilter? = nil, items: [DisplayItem]) {
        self.opacity = opacity
        self.clip = clip
        self.filter = filter
        self.items = items
    }
}

/// A per-pixel recolouring, for what has colours of its own (images, emoji, gradients)
/// in the rendering modes that paint everything in one hue.
public enum ColorFilter: Hashable, Sendable {
    /// Every pixel becomes `color`, keeping its own alpha (accented mode).
    case solid(RGBA)
    /// Every pixel becomes `color` with alpha scaled by the pixel's luminance: bright
    /// content is prominent, dark content fades (vibrant mode, StandBy night).
    case luminance(RGBA)
}

/// One line of text, placed by its baseline.
public struct TextRun: Hashable, Sendable {
    /// The characters to draw, already truncated (an ellipsis included where needed).
    public var text: String
    public var font: Typeface
    /// The left end of the baseline, in points.
    public var origin: CGPoint
    public var color: RGBA

    public init(text: String, font: Typeface, origin: CGPoint, color: RGBA) {
        self.text = text
        self.font = font
        self.origin = origin
        self.color = color
    }
}
