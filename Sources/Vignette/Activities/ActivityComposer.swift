import Foundation

/// A part of an activity that needs more room than its presentation gives it.
public struct ActivityOverflow: Hashable, Sendable {
    /// The part: `lockScreen`, `compactLeading`, `compactTrailing`, `minimal` or `expanded`.
    public var part: String
    /// The size the part's content asks for, in points.
    public var needed: CGSize
    /// The largest size the presentation gives it.
    public var available: CGSize

    /// `part` needing `needed` where `available` is all there is.
    public init(part: String, needed: CGSize, available: CGSize) {
        self.part = part
        self.needed = needed
        self.available = available
    }
}

/// Puts an activity's views where iOS shows them: the Lock Screen banner, or the black Dynamic
/// Island around the TrueDepth camera (Docs/LiveActivities.md §3). One composition is one root
/// node of a fixed canvas size, laid out and painted like a widget.
struct ActivityComposer {
    let geometry: ActivityGeometry
    /// The device's appearance: the keyline tints the island's border "when the device is in Dark Mode".
    let deviceScheme: ColorScheme
    /// Ideal size of a node: with a width, its height there; without, both (fixed size).
    let measure: (Node, CGFloat?) -> CGSize
    /// What a node takes when offered `room`, and whether a text in it is cut short with "…" there.
    let offer: (Node, CGSize) -> (size: CGSize, truncates: Bool)

    /// What iOS draws behind a banner without `activityBackgroundTint`: "a solid white background
    /// color in Light Mode and a solid black background color in Dark Mode".
    static let bannerBackground = Paint.adaptive(light: .rgb(1, 1, 1), dark: .rgb(0, 0, 0))
    /// The island's colour: "you can't choose a custom background color" there.
    static let island = Paint.rgb(0, 0, 0)
    /// Our drawing of the camera lens, a dark disc at the trailing end of the camera's part.
    static let lens = Paint.rgb(0.08, 0.08, 0.11)
    /// Insets of the expanded island's regions: the HIG's standard margin of 20 pt.
    static let expandedMargin: CGFloat = 20
    /// Space between the island at rest and a detached minimal view (our estimate).
    static let minimalGap: CGFloat = 6

    struct Composition {
        var root: Node
        var size: CGSize
        var overflows: [ActivityOverflow]
    }

    func compose(_ views: ActivityViews, _ presentation: ActivityPresentation) -> Composition? {
        switch presentation {
        case .lockScreen, .standBy: return lockScreen(views)
        case .compact: return geometry.island.map { compact(views, $0) }
        case .minimal: return geometry.island.map { minimal(views, $0) }
        case .expanded: return geometry.island.map { expanded(views, $0) }
        }
    }

    /// The banner: the view inside the system's margins, centred, the banner as tall as the view and
    /// those margins need within 84–160 pt.
    private func lockScreen(_ views: ActivityViews) -> Composition {
        let banner = geometry.lockScreen, margins = banner.margins
        let inner = banner.width - margins.leading - margins.trailing
        let vertical = margins.top + margins.bottom
        let needed = measure(views.lockScreen, inner)
        let height = min(max(needed.height + vertical, banner.heights.lowerBound), banner.heights.upperBound)
        let size = CGSize(width: banner.width, height: height)
        let root = Node.layers(
            .center,
            [
                .fill(views.backgroundTint ?? Self.bannerBackground),
                views.lockScreen.frame(width: inner, height: height - vertical)
                    .padding(margins),
            ]
        ).frame(width: size.width, height: size.height)
            .modified(.clipShape(.roundedRect(cornerRadius: banner.cornerRadius, style: .continuous)))
        return Composition(
            root: root, size: size,
            overflows: overflow(
                "lockScreen", needed, CGSize(width: inner, height: banner.heights.upperBound - vertical)))
    }

    /// The compact island: leading view, camera, trailing view, each slot as tall as the island.
    private func compact(_ views: ActivityViews, _ island: DynamicIslandGeometry) -> Composition {
        let slot = island.compactSlot
        let size = CGSize(width: island.compactWidth, height: island.height)
        let row = Node.row(
            .center, spacing: 0,
            [
                views.compactLeading.frame(width: slot.width, height: slot.height),
                camera(island),
                views.compactTrailing.frame(width: slot.width, height: slot.height),
            ])
        let overflows =
            cut("compactLeading", views.compactLeading, slot) + cut("compactTrailing", views.compactTrailing, slot)
        return Composition(root: capsule(row, size: size, keyline: keyline(views)), size: size, overflows: overflows)
    }

    /// The island at rest with a second activity's minimal view detached beside it.
    private func minimal(_ views: ActivityViews, _ island: DynamicIslandGeometry) -> Composition {
        let needed = measure(views.minimal, nil)
        let width = min(max(needed.width, island.minimalWidths.lowerBound), island.minimalWidths.upperBound)
        let bubble = capsule(
            views.minimal.frame(width: width, height: island.height),
            size: CGSize(width: width, height: island.height), keyline: keyline(views))
        let rest = capsule(camera(island), size: CGSize(width: island.cameraWidth, height: island.height), keyline: nil)
        let size = CGSize(width: island.cameraWidth + Self.minimalGap + width, height: island.height)
        return Composition(
            root: .row(.center, spacing: Self.minimalGap, [rest, bubble]), size: size,
            overflows: cut(
                "minimal", views.minimal, CGSize(width: island.minimalWidths.upperBound, height: island.height)))
    }

    /// The expanded island: leading and trailing beside the camera, center below it between them,
    /// bottom below all three, inside the standard margin; as tall as needed within 84–160 pt.
    private func expanded(_ views: ActivityViews, _ island: DynamicIslandGeometry) -> Composition {
        let margin = Self.expandedMargin, regions = views.expanded
        // "By default, leading and trailing positions receive an equal amount of horizontal space":
        // both as wide as the wider one's content, at most half of what the camera leaves.
        let side = (island.expandedWidth - 2 * margin - island.cameraWidth) / 2
        let widest =
            [regions.leading, regions.trailing].compactMap { $0.map { measure($0.content, nil).width } }.max() ?? 0
        let width = min(side, widest)
        func beside(_ region: ExpandedIsland.Region?, _ alignment: Align) -> Node {
            (region?.content ?? .empty).frame(width: width, alignment: alignment).layoutPriority(region?.priority ?? 0)
        }
        let center = Node.column(
            .center, spacing: 0,
            [
                Node.empty.frame(height: max(0, island.height - margin)),
                regions.center.map { $0.content.layoutPriority($0.priority) } ?? .empty,
            ]
        ).frame(maxWidth: .infinity, alignment: .top)
        let top = Node.row(
            .top, spacing: 0, [beside(regions.leading, .topLeading), center, beside(regions.trailing, .topTrailing)])
        let body = Node.column(
            .center, spacing: 6, [top, regions.bottom.map { $0.content.frame(maxWidth: .infinity) } ?? .empty]
        )
        .padding(margin)
        let needed = measure(body, island.expandedWidth)
        let height = min(max(needed.height, island.expandedHeights.lowerBound), island.expandedHeights.upperBound)
        let size = CGSize(width: island.expandedWidth, height: height)
        let shape = ShapeKind.roundedRect(cornerRadius: island.cornerRadius, style: .continuous)
        var layers: [Node] = [.shape(shape, Self.island)]
        if let tint = keyline(views) { layers.append(.stroke(.inset(shape, by: 0.5), tint, StrokeStyle(lineWidth: 1))) }
        layers.append(camera(island).frame(width: size.width, height: size.height, alignment: .top))
        layers.append(body.frame(width: size.width, height: size.height, alignment: .top))
        let root = Node.layers(.center, layers).frame(width: size.width, height: size.height).modified(
            .clipShape(shape))
        return Composition(
            root: root, size: size,
            overflows: overflow(
                "expanded", needed, CGSize(width: island.expandedWidth, height: island.expandedHeights.upperBound)))
    }

    /// The keyline's paint: the tint, in Dark Mode only.
    private func keyline(_ views: ActivityViews) -> Paint? { deviceScheme == .dark ? views.keylineTint : nil }

    /// A black capsule of `size` behind `content`, with the keyline when tinted.
    private func capsule(_ content: Node, size: CGSize, keyline: Paint?) -> Node {
        var layers: [Node] = [.shape(.pill, Self.island)]
        if let keyline { layers.append(.stroke(.inset(.pill, by: 0.5), keyline, StrokeStyle(lineWidth: 1))) }
        layers.append(content)
        return Node.layers(.center, layers).frame(width: size.width, height: size.height).modified(.clipShape(.pill))
    }

    /// The TrueDepth camera's part of the island: black, with the lens near its right end, which
    /// is hardware: it stays on the right in a right-to-left layout.
    private func camera(_ island: DynamicIslandGeometry) -> Node {
        let lens: CGFloat = 12
        return Node.shape(.disc, Self.lens).frame(width: lens, height: lens)
            .padding(Insets(trailing: (island.height - lens) / 2))
            .frame(width: island.cameraWidth, height: island.height, alignment: .trailing)
            .modified(.layoutDirection(.leftToRight))
    }

    /// A slot's content that does not fit it as iOS offers it: larger than the slot when offered the slot
    /// (drawn clipped), or a text cut short there (reported at its ideal size). Content that fits itself to
    /// the slot — a resizable picture, text shrinking by `minimumScaleFactor` — is not cut, however large
    /// its ideal size.
    private func cut(_ part: String, _ content: Node, _ slot: CGSize) -> [ActivityOverflow] {
        let offered = offer(content, slot)
        let clipped = overflow(part, offered.size, slot)
        guard clipped.isEmpty, offered.truncates else { return clipped }
        return [ActivityOverflow(part: part, needed: measure(content, nil), available: slot)]
    }

    private func overflow(_ part: String, _ needed: CGSize, _ available: CGSize) -> [ActivityOverflow] {
        // A thousandth of a point is rounding, not overflow.
        guard needed.width > available.width + 0.001 || needed.height > available.height + 0.001 else { return [] }
        return [ActivityOverflow(part: part, needed: needed, available: available)]
    }
}
