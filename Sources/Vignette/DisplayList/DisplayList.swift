import Foundation

/// What to paint, in points, after layout: the only thing a backend reads.
///
/// Items paint in order, later ones on top. Colours are resolved, text is broken into
/// positioned lines, and shapes are paths, so a backend decides nothing about layout.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// What to paint, back to front.
    public var items: [DisplayItem]

    /// A canvas of `size` points with its items, back to front.
    public init(size: CGSize, items: [DisplayItem]) {
        self.size = size
        self.items = items
    }
}

/// One painting command.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fill a path with a colour or gradient (non-zero winding).
    case fill(Path, ResolvedPaint)
    /// Stroke a path's outline with a colour or gradient.
    case stroke(Path, StrokeStyle, ResolvedPaint)
    /// Draw one line of text.
    case text(TextRun)
    /// Draw an icon-font glyph standing in for an SF Symbol.
    case symbol(SymbolRun)
    /// Draw a PNG, JPEG, SVG or PDF file stretched to a rectangle.
    case image(ImageItem)
    /// Paint items as a group: clipped to a path when given, then composited with an opacity.
    case group(DisplayGroup)
}

/// Items painted together, clipped, recoloured and faded as one.
public struct DisplayGroup: Hashable, Sendable {
    /// The alpha the group is composited with, 0…1.
    public var opacity: Double
    /// The outline the group is clipped to, or nil for no clip.
    public var clip: Path?
    /// A recolouring of the group's pixels (rendering modes), applied before the opacity.
    public var filter: ColorFilter?
    /// A blurred silhouette of the items drawn behind them (`shadow(color:radius:x:y:)`).
    public var shadow: DisplayShadow?
    /// When set, the items are only a mask: this paint shows where they cover (gradient text).
    public var fill: ResolvedPaint?
    /// When set, the items are drawn through this map (rotation and scale effects), in canvas points.
    public var transform: DrawingTransform?
    /// When set, the items show only where these cover them, by their alpha (`mask`).
    public var mask: [DisplayItem]?
    /// How the composited group combines with what is behind it (`blendMode`); `.normal` draws it over.
    public var blendMode: BlendMode = .normal
    /// The group's items, back to front.
    public var items: [DisplayItem]

    /// A group; with the defaults it paints its items as they are.
    public init(
        opacity: Double = 1, clip: Path? = nil, filter: ColorFilter? = nil,
        shadow: DisplayShadow? = nil, fill: ResolvedPaint? = nil, transform: DrawingTransform? = nil,
        mask: [DisplayItem]? = nil, items: [DisplayItem]
    ) {
        self.mask = mask
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.filter = filter
        self.shadow = shadow
        self.fill = fill
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
    /// Every pixel's straight colour through a colour matrix (SwiftUI's colour effects).
    case matrix(ColorMatrix)
    /// Every pixel spread by a Gaussian blur of standard deviation `radius` points (SwiftUI's
    /// `blur(radius:)`): not a recolouring, but painted the same way, from the group's pixels.
    case blur(radius: Double)
}

/// One line of text, placed by its baseline.
public struct TextRun: Hashable, Sendable {
    /// The characters to draw, already truncated (an ellipsis included where needed).
    public var text: String
    /// The face the text is shaped in (after Dynamic Type and modifiers).
    public var font: Typeface
    /// The left end of the baseline, in points.
    public var origin: CGPoint
    /// The text's colour, resolved for the colour scheme and rendering mode.
    public var color: RGBA
    /// Extra space between characters, in points (used when `spans` is empty).
    public var tracking: CGFloat
    /// Styled runs (`Words + Words`), or the one span of decorated text (`strikethrough`): when not
    /// empty they cover `text` and their fonts, colours and tracking replace the run's own (which are
    /// the first span's).
    public var spans: [TextSpan]
    /// How the line animates into the next entry's; painting ignores it (`EntryTransition`).
    public var transition: ContentTransition

    /// One line of text to draw at `origin`; `spans` only when the line mixes styles.
    public init(
        text: String, font: Typeface, origin: CGPoint, color: RGBA, tracking: CGFloat = 0, spans: [TextSpan] = [],
        transition: ContentTransition = .opacity
    ) {
        self.text = text
        self.font = font
        self.origin = origin
        self.color = color
        self.tracking = tracking
        self.spans = spans
        self.transition = transition
    }

    /// The run with every colour (its own and its spans') changed by `transform`, for
    /// rendering modes that recolour text.
    public func recoloured(_ transform: (RGBA) -> RGBA) -> TextRun {
        var copy = self
        copy.color = transform(color)
        copy.spans = spans.map { span in
            var span = span
            span.color = transform(span.color)
            if let line = span.strikethrough?.color { span.strikethrough?.color = transform(line) }
            if let line = span.underline?.color { span.underline?.color = transform(line) }
            return span
        }
        return copy
    }
}
