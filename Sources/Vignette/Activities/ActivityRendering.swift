import Foundation

/// An activity presentation laid out and ready to paint.
public struct PreparedActivity: Sendable {
    /// Frames in points, snapped to the pixel grid of the render scale.
    public var layout: LayoutResult
    /// What to paint, in points.
    public var displayList: DisplayList
    /// The rendering this was prepared for.
    public var spec: ActivityRenderSpec
    /// The canvas: the banner, the island, or the island with a minimal view beside it.
    public var size: CGSize
    /// Parts whose content needs more room than the presentation gives (drawn clipped; lint reports them).
    public var overflows: [ActivityOverflow]
    /// Pixels per point to encode at: the display's, twice that in StandBy.
    public var pixelScale: CGFloat { spec.scale * spec.presentation.magnification }
}

extension ActivityDefinition {
    /// Builds the views of state `stateIndex` for `spec`, puts them in the presentation, finds
    /// their symbols and pictures with `resources`, lays them out and makes the display list.
    ///
    /// - Throws: `VignetteError.invalidValue` for an island presentation on a device without a
    ///   Dynamic Island or a state index out of range, or what the views or resources throw.
    public func prepare(
        _ spec: ActivityRenderSpec, state stateIndex: Int, textEngine: TextEngine,
        resources: ResourceResolver
    ) throws -> PreparedActivity {
        try spec.requireAvailableLook()
        guard states.indices.contains(stateIndex) else {
            // An activity may list no states: a SwiftUI ActivityConfiguration without a #Preview.
            let expected =
                states.isEmpty
                ? "a state, but '\(id)' lists none (an ActivityConfiguration in SwiftUI spelling takes its states "
                    + "from its #Preview(as:using:) { … } contentStates: { … })"
                : "0 to \(states.count - 1): \(states.map(\.name).joined(separator: ", "))"
            throw VignetteError.invalidValue(
                name: "content state", value: "\(stateIndex) of '\(id)'", expected: expected)
        }
        let geometry = ActivityGeometry.of(spec.device)
        guard spec.presentation != .standBy || spec.device.platform == .iPhone else {
            throw VignetteError.invalidValue(
                name: "presentation", value: "standBy on \(spec.device.id)",
                expected: "lockScreen: StandBy exists on iPhone only")
        }
        guard !spec.presentation.isInIsland || geometry.island != nil else {
            throw VignetteError.invalidValue(
                name: "presentation", value: "\(spec.presentation.rawValue) on \(spec.device.id)",
                expected: "lockScreen: the \(spec.device.name) has no Dynamic Island in Apple's table "
                    + "(Docs/LiveActivities.md §2), so its Live Activities show as the Lock Screen banner only")
        }
        let environment = spec.environment
        let views = try self.views(
            ActivityContext(environment: environment, state: states[stateIndex], stateIndex: stateIndex))
        let parts: Node = .group([
            views.lockScreen, views.compactLeading, views.compactTrailing, views.minimal,
            views.expanded.leading?.content ?? .empty, views.expanded.trailing?.content ?? .empty,
            views.expanded.center?.content ?? .empty, views.expanded.bottom?.content ?? .empty,
        ])
        try parts.checkDepth(source: "activity '\(id)'")
        // Unknown symbols and unreadable pictures are errors, not blanks, in every presentation.
        let resolved = try resources.resolve(parts)
        let composer = ActivityComposer(
            geometry: geometry, deviceScheme: spec.colorScheme,
            measure: { node, width in
                let probe = width == nil ? node.fixedSize() : node.fixedSize(horizontal: false, vertical: true)
                let room = CGSize(width: width ?? 10_000, height: 10_000)
                return Layout.layout(
                    probe, in: room, environment: environment, textEngine: textEngine, resources: resolved
                ).root.frame.size
            },
            offer: { node, room in
                let root = Layout.layout(
                    node, in: room, environment: environment, textEngine: textEngine, resources: resolved
                ).root
                return (root.frame.size, root.anyTextTruncated)
            })
        let composition = composer.compose(views, spec.presentation)!
        let layout = try resources.layoutResolvingLatePictures(resolved) {
            Layout.layout(
                composition.root, in: composition.size, environment: environment, textEngine: textEngine,
                resources: $0)
        }.snapped(toScale: spec.scale)
        return PreparedActivity(
            layout: layout, displayList: DisplayListBuilder.build(layout, canvas: composition.size),
            spec: spec, size: composition.size, overflows: composition.overflows)
    }
}

extension PlacedNode {
    /// Whether a text here or below ends its last line drawn with "…" (a text that itself ends so counts too).
    fileprivate var anyTextTruncated: Bool {
        lines?.last?.hasSuffix("…") == true || children.contains { $0.anyTextTruncated }
    }
}
