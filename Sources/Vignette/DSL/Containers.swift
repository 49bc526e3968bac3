import Foundation

/// Children stacked top to bottom (SwiftUI's `VStack`).
///
/// Without a `spacing`, neighbours get the default spacing: 8 between views, 0 next
/// to a `Spring`, and font-derived gaps next to text (see `Spacing.swift`).
public struct Column: Element {
    public let node: Node

    public init(alignment: HorizontalAlign = .center, spacing: CGFloat? = nil,
                @ElementBuilder content: () -> Node) {
        node = .column(alignment, spacing: spacing, content().flattened)
    }
}

/// Children side by side, leading to trailing (SwiftUI's `HStack`).
public struct Row: Element {
    public let node: Node

    public init(alignment: VerticalAlign = .center, spacing: CGFloat? = nil,
                @ElementBuilder content: () -> Node) {
        node = .row(alignment, spacing: spacing, content().flattened)
    }
}

/// Children on top of each other, the last in front (SwiftUI's `ZStack`).
public struct Layers: Element {
    public let node: Node

    public init(alignment: Align = .center, @ElementBuilder content: () -> Node) {
        node = .layers(alignment, content().flattened)
    }
}

/// One element per item of a collection (SwiftUI's `ForEach`).
public struct Each: Element {
    public let node: Node

    public init<Items: Sequence>(_ items: Items, @ElementBuilder content: (Items.Element) -> Node) {
        node = .group(items.map(content))
    }
}

/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
///
/// It is at least `minLength` long (nil: 8, the default spacing) and takes what its
/// siblings leave.
public struct Spring: Element {
    public let node: Node

    public init(minLength: CGFloat? = nil) {
        node = .spring(minLength: minLength)
    }
}

/// A hairline across the enclosing stack (SwiftUI's `Divider`).
public struct Rule: Element {
    public let node: Node = .rule
    public init() {}
}

/// A colour that fills the space it is offered (SwiftUI's `Color` used as a view).
public struct Fill: Element {
    public let node: Node

    public init(_ paint: Paint) {
        node = .fill(paint)
    }
}
