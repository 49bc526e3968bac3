import Foundation
import SwiftUI
import Vignette

/// What the Lock Screen view's `activityBackgroundTint(_:)` and
/// `activitySystemActionForegroundColor(_:)` asked for. The modifiers set no core node: while the
/// view lowers they tell a task-local collector, and the values become the `ActivityViews`'
/// `backgroundTint` and `systemActionForeground`, so core layout is unchanged.
struct ActivityAppearance {
    /// Nil: not asked; `.some(nil)`: the system's.
    var backgroundTint: Paint??
    var systemActionForeground: Paint??

    /// The collector of the Lock Screen view being lowered; nil elsewhere (the island's views,
    /// widgets), where the modifiers change nothing, as on iOS.
    @TaskLocal static var collector: Collector?

    final class Collector: @unchecked Sendable {
        var appearance = ActivityAppearance()
    }

    /// `lowering`'s node and what its modifiers asked for.
    static func collecting(_ lowering: () -> Node) -> (node: Node, appearance: ActivityAppearance) {
        let collector = Collector()
        let node = $collector.withValue(collector, operation: lowering)
        return (node, collector.appearance)
    }
}

/// A view that tells the collector a colour and lowers to its content unchanged.
nonisolated struct ActivityAppearanceModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color?
    let slot: WritableKeyPath<ActivityAppearance, Paint??>

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        // Views lower outside in, so the outermost modifier is seen first and wins.
        if let collector = ActivityAppearance.collector, collector.appearance[keyPath: slot] == nil {
            collector.appearance[keyPath: slot] = .some(color?.paint)
        }
        return SwiftUI.lower(content, in: environment)
    }
}

nonisolated extension View {
    /// The Lock Screen banner's background: `color`, or the system's material for nil. On a view
    /// of the Dynamic Island it changes nothing (the island is always black).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        ActivityAppearanceModifier(content: self, color: color, slot: \.backgroundTint)
    }

    /// The colour of the button the system shows beside the banner (to end the activity): `color`,
    /// or the system's for nil.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        ActivityAppearanceModifier(content: self, color: color, slot: \.systemActionForeground)
    }
}

/// `contentMargins` of a `DynamicIsland` and its regions, applied to the core views
/// (Docs/SwiftUI/LiveActivities.md §2). The first call naming an edge is the innermost and wins.
enum IslandMargins {
    /// The composer's margin around the expanded regions.
    static let expandedDefault: CGFloat = 20

    /// The length asked for on `edge`, if any.
    static func length(on edge: Edge.Set, in margins: [(edges: Edge.Set, length: Double)]) -> CGFloat? {
        margins.first { $0.edges.contains(edge) }.map { CGFloat($0.length) }
    }

    /// A compact or minimal view: the composer's slots have no margin of their own, so the
    /// margin is padding inside the slot.
    static func slot(
        _ node: Node, _ margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)],
        _ mode: DynamicIslandMode
    ) -> Node {
        let mine = margins.filter { $0.mode == mode }.map { (edges: $0.edges, length: $0.length) }
        guard !mine.isEmpty else { return node }
        return node.padding(
            Insets(
                top: length(on: .top, in: mine) ?? 0, leading: length(on: .leading, in: mine) ?? 0,
                bottom: length(on: .bottom, in: mine) ?? 0, trailing: length(on: .trailing, in: mine) ?? 0))
    }

    /// An expanded region: a margin longer than the composer's 20 pt adds the difference on the
    /// edges it names (the region's own margins, else the island's on the edges the region
    /// touches); a shorter one cannot be drawn, as the composer's margin is fixed.
    static func expanded(
        _ region: ExpandedRegionRecord, _ island: [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)]
    )
        -> (EnvironmentValues) -> Node
    {
        let islandMargins = island.filter { $0.mode == .expanded }.map { (edges: $0.edges, length: $0.length) }
        let touching: Edge.Set =
            switch region.position {
            case .leading: [.top, .leading]
            case .trailing: [.top, .trailing]
            case .bottom: [.leading, .bottom, .trailing]
            default: []
            }
        func extra(_ edge: Edge.Set) -> CGFloat {
            let asked =
                length(on: edge, in: region.margins)
                ?? (touching.contains(edge) ? length(on: edge, in: islandMargins) : nil)
            return max(0, (asked ?? expandedDefault) - expandedDefault)
        }
        let insets = Insets(
            top: extra(.top), leading: extra(.leading), bottom: extra(.bottom), trailing: extra(.trailing))
        return { environment in
            let node = region.lower(environment)
            return insets == Insets() ? node : node.padding(insets)
        }
    }
}
