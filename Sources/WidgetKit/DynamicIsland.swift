import Foundation
import SwiftUI
import Vignette

/// A Live Activity in the Dynamic Island: the expanded regions, the compact views either side of
/// the TrueDepth camera, and the minimal view. It lowers to the island's part of a core
/// `ActivityViews`; the core composer puts each part where iOS shows it.
public struct DynamicIsland {
    let expanded: () -> [ExpandedRegionRecord]
    let compactLeading: (EnvironmentValues) -> Node
    let compactTrailing: (EnvironmentValues) -> Node
    let minimal: (EnvironmentValues) -> Node
    var keyline: Color?
    var margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)] = []

    /// The island's views: the regions `expanded` builds, and the compact and minimal views.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = { expanded().regions }
        self.compactLeading = { lower(compactLeading(), in: $0) }
        self.compactTrailing = { lower(compactTrailing(), in: $0) }
        self.minimal = { lower(minimal(), in: $0) }
    }

    /// A thin border around the island in `color` (nil: none): `ActivityViews.keylineTint`.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }

    /// The URL the app opens when the island is tapped. A still image has no taps: nothing changes.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }

    /// Content margins of `length` on `edges` in presentation `mode` instead of the system's
    /// (Docs/SwiftUI/LiveActivities.md §2: how each mode draws them). The innermost call wins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland
    {
        var island = self
        island.margins.append((mode, edges, length))
        return island
    }

    /// The core views, with the Lock Screen view and what its modifiers asked for.
    func views(lockScreen: Node, appearance: ActivityAppearance, in environment: EnvironmentValues) -> ActivityViews {
        var regions = ExpandedIsland()
        // A later region in the same position replaces an earlier one.
        for record in expanded() {
            let region = ExpandedIsland.Region(
                IslandMargins.expanded(record, margins)(environment), priority: record.priority)
            switch record.position {
            case .leading: regions.leading = region
            case .trailing: regions.trailing = region
            case .center: regions.center = region
            default: regions.bottom = region
            }
        }
        return ActivityViews(
            lockScreen: lockScreen,
            compactLeading: IslandMargins.slot(compactLeading(environment), margins, .compactLeading),
            compactTrailing: IslandMargins.slot(compactTrailing(environment), margins, .compactTrailing),
            minimal: IslandMargins.slot(minimal(environment), margins, .minimal),
            expanded: regions,
            keylineTint: keyline?.paint,
            backgroundTint: appearance.backgroundTint ?? nil,
            systemActionForeground: appearance.systemActionForeground ?? nil)
    }
}

/// A presentation of the Dynamic Island, for `contentMargins(_:_:for:)`.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String

    /// The compact view on the camera's leading side.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact view on the camera's trailing side.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded island.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal view.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where a region of the expanded island goes.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String

    /// Beside the camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below leading, center and trailing, the island's full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded island: its position, its priority for the width beside the camera,
/// and its content (`ExpandedIsland.Region`).
nonisolated public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content
    var margins: [(edges: Edge.Set, length: Double)] = []

    /// `content` at `position`; a region of higher `priority` is offered its width first.
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
    ) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// Content margins of `length` on `edges` for this region; the innermost call wins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var region = self
        region.margins.append((edges, length))
        return region
    }

    var record: ExpandedRegionRecord {
        let content = content
        return ExpandedRegionRecord(position: position, priority: priority, margins: margins) { lower(content, in: $0) }
    }
}

/// The regions of the expanded island, as the builder collects them.
nonisolated public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [ExpandedRegionRecord]
}

/// Builds the expanded island from `DynamicIslandExpandedRegion`s, one per statement.
@resultBuilder public struct DynamicIslandExpandedContentBuilder {
    /// The first region.
    public static func buildPartialBlock<C: View>(
        first: DynamicIslandExpandedRegion<C>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: [first.record])
    }

    /// Regions built elsewhere (a function marked with this builder), first.
    public static func buildPartialBlock<C: View>(
        first: DynamicIslandExpandedContent<C>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: first.regions)
    }

    /// The regions so far and the next region.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>,
        next: DynamicIslandExpandedRegion<C1>
    )
        -> DynamicIslandExpandedContent<some View>
    {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.record])
    }

    /// The regions so far and regions built elsewhere.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>,
        next: DynamicIslandExpandedContent<C1>
    )
        -> DynamicIslandExpandedContent<some View>
    {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }
}

/// A region with its content's type erased, lowered when the island's views are made.
struct ExpandedRegionRecord {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let margins: [(edges: Edge.Set, length: Double)]
    let lower: (EnvironmentValues) -> Node
}

nonisolated extension View {
    /// Where an expanded region's content goes when it is too wide for the camera's side.
    @available(
        *, unavailable,
        message:
            "Vignette does not support dynamicIsland(verticalPlacement:) yet: the core composer keeps leading and trailing beside the camera"
    )
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// Where an expanded region goes vertically (declared for `dynamicIsland(verticalPlacement:)`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String

    /// The system's placement.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the camera when too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}
