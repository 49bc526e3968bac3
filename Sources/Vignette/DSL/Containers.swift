import Foundation

/// Children stacked top to bottom (SwiftUI's `VStack`).
///
/// Without a `spacing`, neighbours get the default spacing: 8 between views, 0 next
/// to a `Spring`, and font-derived gaps next to text (see `Spacing.swift`).
public struct Column: Element {
    /// The column's tree: its alignment, spacing and children.
    public let node: Node

    /// Stacks `content` top to bottom; a nil `spacing` uses the default spacing between neighbours.
    public init(
        alignment: HorizontalAlign = .center, spacing: CGFloat? = nil,
        @ElementBuilder content: () -> Node
    ) {
        node = .column(alignment, spacing: spacing, content().flattened)
    }
}

/// Children side by side, leading to trailing (SwiftUI's `HStack`).
public struct Row: Element {
    /// The row's tree: its alignment, spacing and children.
    public let node: Node

    /// Places `content` leading to trailing; a nil `spacing` uses the default spacing between neighbours.
    public init(
        alignment: VerticalAlign = .center, spacing: CGFloat? = nil,
        @ElementBuilder content: () -> Node
    ) {
        node = .row(alignment, spacing: spacing, content().flattened)
    }
}

/// Children on top of each other, the last in front (SwiftUI's `ZStack`).
public struct Layers: Element {
    /// The layers' tree: their alignment and children, back to front.
    public let node: Node

    /// Overlays `content`, each child aligned by `alignment` in the union of their frames.
    public init(alignment: Align = .center, @ElementBuilder content: () -> Node) {
        node = .layers(alignment, content().flattened)
    }
}

/// The first child whose ideal size fits the space offered, or the last child when none
/// does (SwiftUI's `ViewThatFits`): give the preferred, largest layout first.
public struct FirstThatFits: Element {
    /// The choice's tree: the axes it checks and the children in order of preference.
    public let node: Node

    /// Lays out the first of `content` that fits on `axes` (both by default).
    public init(in axes: Axes = .both, @ElementBuilder content: () -> Node) {
        node = .firstThatFits(axes, content().flattened)
    }
}

/// Rows of cells that share columns (SwiftUI's `Grid`): each column is as wide as its widest
/// cell, each row as tall as its tallest; a child that is not a `GridRow` spans every column.
public struct Grid: Element {
    /// The grid's tree: its alignment, spacings and rows.
    public let node: Node

    /// A grid of `content`'s rows, cells aligned in their cell by `alignment`; nil spacings are 8 pt.
    public init(
        alignment: Align = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ElementBuilder content: () -> Node
    ) {
        node = .grid(
            alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content().flattened)
    }
}

/// One row of a `Grid` (SwiftUI's `GridRow`): its children are the row's cells, left to right.
public struct GridRow: Element {
    /// The row's tree: its alignment and cells.
    public let node: Node

    /// A row of `content`'s cells, aligned vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlign? = nil, @ElementBuilder content: () -> Node) {
        node = .gridRow(alignment, content().flattened)
    }
}

/// One element per item of a collection (SwiftUI's `ForEach`).
public struct Each: Element {
    /// The children made for the items, as one group.
    public let node: Node

    /// Builds `content` once per item, in the sequence's order.
    public init<Items: Sequence>(_ items: Items, @ElementBuilder content: (Items.Element) -> Node) {
        node = .group(items.map(content))
    }
}

/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
///
/// It is at least `minLength` long (nil: 8, the default spacing) and takes what its
/// siblings leave.
public struct Spring: Element {
    /// The spring's tree node.
    public let node: Node

    /// A spring at least `minLength` long; nil is the default spacing, 8.
    public init(minLength: CGFloat? = nil) {
        node = .spring(minLength: minLength)
    }
}

/// A hairline across the enclosing stack (SwiftUI's `Divider`).
public struct Rule: Element {
    /// The rule's tree node.
    public let node: Node = .rule
    /// A hairline across the enclosing stack.
    public init() {}
}

/// A colour that fills the space it is offered (SwiftUI's `Color` used as a view).
public struct Fill: Element {
    /// The fill's tree node.
    public let node: Node

    /// A fill in `paint` that takes the whole proposal (nil dimensions: 10 points, as in SwiftUI).
    public init(_ paint: Paint) {
        node = .fill(paint)
    }
}
