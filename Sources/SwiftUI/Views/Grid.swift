import Foundation
import Vignette

/// Rows of cells that share columns, as SwiftUI's `Grid`; lowers to the core's `grid`
/// (Docs/LayoutSemantics.md §a.11). A child that is not a `GridRow` spans every column.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of `content`'s rows, each cell aligned in its cell by `alignment`.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .grid(
            alignment.core, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
            SwiftUI.lower(content, in: environment).stackChildren)
    }
}

/// One row of a `Grid`, its views the row's cells from the first column on, as SwiftUI's `GridRow`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of `content`'s cells, aligned vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .gridRow(alignment?.core, SwiftUI.lower(content, in: environment).stackChildren)
    }
}

nonisolated extension View {
    /// In a `GridRow`, the number of columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View { coreModified(.gridCellColumns(count)) }

    /// In a `Grid`, how the cells of this cell's column align horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        coreModified(.gridColumnAlignment(guide.core))
    }
}
