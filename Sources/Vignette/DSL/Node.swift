import Foundation

/// The widget tree as plain data: what the DSL builds and what layout reads.
///
/// Every DSL element lowers to a `Node`. Modifiers wrap the node they modify, so the
/// order in which they were written is kept (`padding` then `background` differs
/// from `background` then `padding`, as in SwiftUI). The tree is `Codable` in the
/// JSON form described in `Node+Codable.swift`.
public indirect enum Node: Hashable, Sendable {
    /// Nothing: takes no space and no spacing in a stack.
    case empty
    /// Several nodes that a stack lays out as its own children (what a builder block,
    /// `Each` or a loop produces). At the root, a group lays out as a `Column`.
    case group([Node])
    /// `Column`: children top to bottom.
    case column(HorizontalAlign, spacing: CGFloat?, [Node])
    /// `Row`: children leading to trailing.
    case row(VerticalAlign, spacing: CGFloat?, [Node])
    /// `Layers`: children on top of each other, the last in front.
    case layers(Align, [Node])
    /// `FirstThatFits`: the first child whose ideal size fits the space offered on the axes,
    /// or the last child when none does; the others are not laid out or drawn.
    case firstThatFits(Axes, [Node])
    /// `Grid`: rows whose cells share columns; a child that is not a `gridRow` is one cell
    /// spanning every column. Nil spacings are the default (8 pt).
    case grid(Align, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, [Node])
    /// `GridRow`: one row of a grid's cells, aligned vertically by its alignment or the grid's.
    /// Outside a grid it lays out as a `Row`.
    case gridRow(VerticalAlign?, [Node])
    /// `Spring`: flexible space along the enclosing stack's axis.
    case spring(minLength: CGFloat?)
    /// `Words`: text in the environment's font and foreground.
    case words(String)
    /// `Rule`: a hairline across the enclosing stack.
    case rule
    /// `Fill`: a colour that takes all the space it is offered.
    case fill(Paint)
    /// A shape filled with a paint, or with the foreground style when nil.
    case shape(ShapeKind, Paint?)
    /// A shape's outline stroked with a paint, or with the foreground style when nil.
    case stroke(ShapeKind, Paint?, StrokeStyle)
    /// `Words(date, style:)`: a date shown against the render clock.
    case dateWords(Date, DateTextStyle)
    /// `Words(timerInterval:)`: a timer within an interval, against the render clock.
    case timerWords(TimerText)
    /// `Words + Words`: text pieces set as one text, each a `words`, `dateWords` or `timerWords` node
    /// with text modifiers only (font, weight, colour, tracking…).
    case joinedWords([Node])
    /// `Symbol`: an SF Symbol name, drawn from the icon font (`SymbolCatalog`).
    case symbol(String)
    /// `Picture`: a PNG, JPEG, SVG or PDF file.
    case picture(PictureSpec)
    /// `SizeReader`: content made during layout from the size the reader is given.
    case sizeReader(SizeReader)
    /// `ProgressBar.timer(_:)`, `RingGauge.timer(_:)`: a gauge filled at the render clock.
    case timerProgress(TimerProgress)
    /// `Plot`: a chart of marks, laid out once its size is known (Charts/, Docs/Charts.md).
    case chart(ChartSpec)
    /// A node with one modifier applied.
    case modified(Node, Modifier)
}

/// The shapes the DSL can draw.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle filling its frame.
    case rect
    /// A rectangle with rounded corners of `cornerRadius` points.
    case roundedRect(cornerRadius: CGFloat, style: CornerStyle)
    /// A circle inscribed in its frame: its size is a square (Docs/LayoutSemantics.md §a.2).
    case disc
    /// An ellipse filling its frame.
    case oval
    /// A capsule: a rectangle whose short sides are semicircles.
    case pill
    /// The container's shape, inset to this frame: corners concentric with the widget's
    /// (SwiftUI's `ContainerRelativeShape`); layout resolves it where the frame is known.
    case containerRelative
    /// An outline computed from the frame's size when drawn (SwiftUI's custom `Shape`s and `Path`).
    case custom(CustomShape)
    /// A shape drawn in its frame inset on every side (SwiftUI's `inset(by:)`; a
    /// rounded rectangle's radius shrinks with it).
    indirect case inset(ShapeKind, by: CGFloat)
    /// The part of a shape's outline between two fractions of its length (SwiftUI's `trim`).
    indirect case trimmed(ShapeKind, from: Double, to: Double)
    /// A shape turned clockwise about its frame's centre (SwiftUI's `Shape.rotation`).
    indirect case rotated(ShapeKind, Angle)
}

/// How a rounded corner bends.
public enum CornerStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A quarter circle.
    case circular
    /// Apple's continuous curvature ("squircle"), as on widget and app-icon corners.
    case continuous
}

/// A change that a modifier makes to the node it wraps.
public enum Modifier: Hashable, Sendable {
    /// Space around the child, per edge.
    case padding(Insets)
    /// A fixed frame; a nil dimension takes the child's size.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Align)
    /// A frame with minimum, ideal and maximum sizes (`frame(minWidth:…)`).
    case flexFrame(FlexFrame)
    /// Content drawn behind the child, in the child's frame.
    case background(Node, alignment: Align)
    /// Content drawn in front of the child, in the child's frame.
    case overlay(Node, alignment: Align)
    /// Shows the child only where a node laid out in its frame covers it (SwiftUI's `mask`).
    case mask(Node, alignment: Align)
    /// Who gets space first in a stack: higher priorities are sized before lower ones.
    case layoutPriority(Double)
    /// Sizes the child at its ideal size on the chosen axes, whatever is proposed.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// A width/height ratio, or nil to keep the child's ideal ratio.
    case aspectRatio(CGFloat?, ContentMode)
    /// Multiplies the content's alpha.
    case opacity(Double)
    /// Composites the content onto what is behind it with a blend mode (SwiftUI's `blendMode`).
    case blendMode(BlendMode)
    /// Recolours the content's pixels (SwiftUI's `colorInvert`, `grayscale`, `luminanceToAlpha` …).
    case colorEffect(ColorEffect)
    /// Clips the content to a shape laid over its frame.
    case clipShape(ShapeKind)
    /// Moves the drawing without moving the frame.
    case offset(x: CGFloat, y: CGFloat)
    /// A blurred copy of the content's shape drawn behind it.
    case shadow(Shadow)
    /// The number of grid columns a cell spans (SwiftUI's `gridCellColumns`); outside a grid, nothing.
    case gridCellColumns(Int)
    /// How the cells of this cell's grid column align horizontally (SwiftUI's `gridColumnAlignment`).
    case gridColumnAlignment(HorizontalAlign)
    /// Lays a `grid` node's children out in tracks, in the order written (SwiftUI's lazy grids).
    case gridTracks(GridTracks)
    /// Axes on which an enclosing grid sizes its row or column without this cell and offers it no
    /// extra space (SwiftUI's `gridCellUnsizedAxes`).
    case gridCellUnsizedAxes(Axes)
    /// Where this cell sits in its grid cell, overriding its row's and column's alignment (SwiftUI's `gridCellAnchor`).
    case gridCellAnchor(UnitPoint)
    /// The view's own position for an alignment (SwiftUI's `alignmentGuide`; Swift only).
    case alignmentGuide(AlignmentGuide)
    /// Custom alignments the wrapped container (stack, layers, frame, overlay) aligns by (Swift only).
    case customAlignment(CustomAlignment)
    /// Draws the content turned by an angle about a point of its frame; the frame stays.
    case rotation(Angle, anchor: UnitPoint)
    /// Draws the content stretched about a point of its frame; the frame stays.
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    /// The widget's container background, drawn behind the whole widget (SwiftUI's
    /// `containerBackground(for: .widget)`).
    case widgetBackground(Node)
    /// A name for the node, carried to its laid-out frame (for tests, lint and inspection).
    case named(String)
    /// The Swift line that made the node (SwiftUI layer); carried to its laid-out node for lint.
    case origin(SourceOrigin)
    /// Lets the content reach the widget's edges (WidgetKit's `contentMarginsDisabled()`).
    case contentMarginsDisabled
    // Environment changes, inherited by everything below.
    /// The font of the text inside.
    case font(Typeface)
    /// The paint of content inside without a paint of its own.
    case foregroundStyle(Paint)
    /// The maximum number of lines of text inside; nil is no limit.
    case lineLimit(Int?)
    /// How lines of multi-line text align against each other.
    case multilineTextAlignment(TextAlignment)
    /// Where text that does not fit is cut.
    case truncationMode(TruncationMode)
    // Text and image environment (Text/…, DSL/Element+Text.swift).
    /// Overrides the weight of every font below; nil keeps each font's own.
    case fontWeight(Typeface.Weight?)
    /// Whether text inside is slanted.
    case italic(Bool)
    /// Whether digits inside share one width.
    case monospacedDigit(Bool)
    /// Overrides the design of every font below (`monospaced()`, `fontDesign(_:)`); nil keeps each font's own.
    case fontDesign(Typeface.Design?)
    /// Extra space between characters, in points (`tracking`, `kerning`).
    case tracking(CGFloat)
    /// How far text may shrink to fit before it is truncated (1: not at all).
    case minimumScaleFactor(CGFloat)
    /// The line drawn through text inside (`strikethrough`); nil: none.
    case strikethrough(TextLineStyle?)
    /// The line drawn under text inside (`underline`); nil: none.
    case underline(TextLineStyle?)
    /// The Dynamic Type size text inside is scaled for.
    case dynamicTypeSize(DynamicTypeSize)
    /// The colour scheme system colours inside resolve in (`environment(\.colorScheme, .dark)`).
    case colorScheme(ColorScheme)
    /// Adds reasons to draw content as a placeholder (`redacted`); no reasons clears them all (`unredacted`).
    case redacted(RedactionReasons)
    /// Marks private content, drawn as a placeholder when the reasons include `.privacy` (`privacySensitive`).
    case privacySensitive(Bool)
    /// Left-to-right or right-to-left for the content inside.
    case layoutDirection(LayoutDirection)
    /// How symbols size against the font (`imageScale`).
    case imageScale(ImageScale)
    /// How symbols inside colour their layers (`symbolRenderingMode`); nil: the symbol's own default.
    case symbolRendering(SymbolRendering?)
    /// The secondary and tertiary foreground styles, for palette symbols (`foregroundStyle(_:_:_:)`).
    case foregroundLevels([Paint])
    /// How far a variable symbol is filled in, 0…1 (`Image(systemName:variableValue:)`).
    case symbolVariableValue(Double?)
    /// How text inside animates into the next timeline entry's (`contentTransition`).
    case contentTransition(ContentTransition)
    /// Puts the content in the accent group of accented rendering (`widgetAccentable()`).
    case widgetAccentable(Bool)
    /// What VoiceOver is told about the content; nothing drawn changes (Accessibility/).
    case accessibility(AccessibilityModifier)
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
    /// The smallest width the child gets; nil: no minimum.
    public var minWidth: CGFloat?
    /// The width reported for a nil proposal; nil: the child's.
    public var idealWidth: CGFloat?
    /// The largest width the child gets (`.infinity` fills what is offered); nil: no maximum.
    public var maxWidth: CGFloat?
    /// The smallest height the child gets; nil: no minimum.
    public var minHeight: CGFloat?
    /// The height reported for a nil proposal; nil: the child's.
    public var idealHeight: CGFloat?
    /// The largest height the child gets (`.infinity` fills what is offered); nil: no maximum.
    public var maxHeight: CGFloat?
    /// Where the child sits when the frame is larger than it.
    public var alignment: Align

    /// A flexible frame; every bound left nil is taken from the child.
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Align = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
