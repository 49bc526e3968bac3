import Foundation
import Vignette

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`; lowers to the
/// core's `GridTrack` (Docs/SwiftUI/LazyGrids.md).
public struct GridItem: Hashable, Sendable {
    /// How long a grid item is across the grid, as SwiftUI's `GridItem.Size`.
    public enum Size: Hashable, Sendable {
        /// A single item of exactly this size.
        case fixed(CGFloat)
        /// A single item taking an equal share of the space left, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in one flexible item's space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size rule.
    public var size: Size
    /// The space after this item, before the next; nil is the default.
    public var spacing: CGFloat?
    /// Where each view sits in its cell; nil uses the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size`, followed by `spacing`, its views placed by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var core: GridTrack {
        let size: GridTrack.Size =
            switch self.size {
            case .fixed(let length): .fixed(length)
            case .flexible(let minimum, let maximum): .flexible(minimum: minimum, maximum: maximum)
            case .adaptive(let minimum, let maximum): .adaptive(minimum: minimum, maximum: maximum)
            }
        return GridTrack(size, spacing: spacing, alignment: alignment?.core)
    }
}

/// A grid that fills its columns row by row, as SwiftUI's `LazyVGrid`. A widget does not scroll:
/// every row is laid out, and what lies beyond the widget's edge is cut off.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let tracks: GridTracks
    let content: Content

    /// A grid of `columns`, its views centred horizontally in their cells unless an item says
    /// otherwise, `spacing` between rows.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        tracks = GridTracks(
            growth: .vertical, tracks: columns.map(\.core),
            alignment: Align(horizontal: alignment.core, vertical: .center), spacing: spacing)
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        lowerLazyGrid(tracks, content, environment)
    }
}

/// A grid that fills its rows column by column, as SwiftUI's `LazyHGrid`; laid out in full, as
/// `LazyVGrid` is.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let tracks: GridTracks
    let content: Content

    /// A grid of `rows`, its views centred vertically in their cells unless an item says
    /// otherwise, `spacing` between columns.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        tracks = GridTracks(
            growth: .horizontal, tracks: rows.map(\.core),
            alignment: Align(horizontal: .center, vertical: alignment.core), spacing: spacing)
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        lowerLazyGrid(tracks, content, environment)
    }
}

/// A core `grid` whose children fill `tracks` in order.
private func lowerLazyGrid(_ tracks: GridTracks, _ content: some View, _ environment: EnvironmentValues) -> Node {
    .modified(
        .grid(.center, horizontalSpacing: nil, verticalSpacing: nil, lower(content, in: environment).stackChildren),
        .gridTracks(tracks))
}

nonisolated extension View {
    /// In a grid, sizes this cell's row or column without it on `axes` and offers it no extra
    /// space there: it takes the size the other cells give the row or column.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { coreModified(.gridCellUnsizedAxes(axes.core)) }

    /// In a `Grid`, places this cell by `anchor` inside its cell, whatever its row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { coreModified(.gridCellAnchor(anchor)) }
}
