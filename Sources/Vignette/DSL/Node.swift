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
    /// `Words + Words`: text pieces set as one text, each a `words` or `dateWords` node
    /// with text modifiers only (font, weight, colour, tracking…).
    case joinedWords([Node])
    /// `Symbol`: an SF Symbol name, drawn from the icon font (`SymbolCatalog`).
    case symbol(String)
    /// `Picture`: a PNG or SVG file.
    case picture(PictureSpec)
    /// A node with one modifier applied.
    case modified(Node, Modifier)
}

/// The shapes the DSL can draw.
public enum ShapeKind: Hashable, Sendable {
    case rect
    case roundedRect(cornerRadius: CGFloat, style: CornerStyle)
    /// A circle inscribed in its frame: its size is a square (Docs/LayoutSemantics.md §a.2).
    case disc
    case oval
    /// A capsule: a rectangle whose short sides are semicircles.
    case pill
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
    case padding(Insets)
    /// A fixed frame; a nil dimension takes the child's size.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Align)
    case flexFrame(FlexFrame)
    case background(Node, alignment: Align)
    case overlay(Node, alignment: Align)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// A width/height ratio, or nil to keep the child's ideal ratio.
    case aspectRatio(CGFloat?, ContentMode)
    case opacity(Double)
    case clipShape(ShapeKind)
    case offset(x: CGFloat, y: CGFloat)
    /// A blurred copy of the content's shape drawn behind it.
    case shadow(Shadow)
    /// The widget's container background, drawn behind the whole widget (SwiftUI's
    /// `containerBackground(for: .widget)`).
    case widgetBackground(Node)
    /// A name for the node, carried to its laid-out frame (for tests, lint and inspection).
    case named(String)
    /// Lets the content reach the widget's edges (WidgetKit's `contentMarginsDisabled()`).
    case contentMarginsDisabled
    // Environment changes, inherited by everything below.
    case font(Typeface)
    case foregroundStyle(Paint)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    // Text and image environment (Text/…, DSL/Element+Text.swift).
    /// Overrides the weight of every font below; nil keeps each font's own.
    case fontWeight(Typeface.Weight?)
    case italic(Bool)
    case monospacedDigit(Bool)
    /// Extra space between characters, in points (`tracking`, `kerning`).
    case tracking(CGFloat)
    case minimumScaleFactor(CGFloat)
    case dynamicTypeSize(DynamicTypeSize)
    /// Placeholder drawing when the reasons are not empty (`redacted`, `unredacted`).
    case redacted(RedactionReasons)
    case layoutDirection(LayoutDirection)
    /// How symbols size against the font (`imageScale`).
    case imageScale(ImageScale)
    /// Puts the content in the accent group of accented rendering (`widgetAccentable()`).
    case widgetAccentable(Bool)
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Align

    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Align = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
