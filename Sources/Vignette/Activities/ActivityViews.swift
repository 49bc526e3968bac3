import Foundation

/// What a Live Activity shows in each presentation, as core nodes (WidgetKit's
/// `ActivityConfiguration` content and `DynamicIsland`).
public struct ActivityViews: Sendable {
    /// The Lock Screen banner's content.
    public var lockScreen: Node
    /// Left of the TrueDepth camera in the compact island.
    public var compactLeading: Node
    /// Right of the TrueDepth camera in the compact island.
    public var compactTrailing: Node
    /// The bubble shown when another activity has the island.
    public var minimal: Node
    /// The regions of the expanded island.
    public var expanded: ExpandedIsland
    /// The colour of the island's thin border (`keylineTint`); nil: none.
    public var keylineTint: Paint?
    /// The banner's background (`activityBackgroundTint`); nil: the system's.
    public var backgroundTint: Paint?
    /// The colour of the banner's system button, such as dismiss (`activitySystemActionForegroundColor`).
    public var systemActionForeground: Paint?

    /// An activity's views; the island's default to nothing.
    public init(
        lockScreen: Node, compactLeading: Node = .empty, compactTrailing: Node = .empty,
        minimal: Node = .empty, expanded: ExpandedIsland = ExpandedIsland(),
        keylineTint: Paint? = nil, backgroundTint: Paint? = nil, systemActionForeground: Paint? = nil
    ) {
        self.lockScreen = lockScreen
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
        self.keylineTint = keylineTint
        self.backgroundTint = backgroundTint
        self.systemActionForeground = systemActionForeground
    }
}

/// The expanded island's four regions (WidgetKit's `DynamicIslandExpandedRegion`): leading and
/// trailing beside the TrueDepth camera, center below it, bottom below them all.
public struct ExpandedIsland: Sendable {
    /// A region's content and its priority: a region of higher priority is offered its width first.
    public struct Region: Sendable {
        /// What the region shows.
        public var content: Node
        /// Its priority, 0 by default.
        public var priority: Double

        /// `content` at `priority`.
        public init(_ content: Node, priority: Double = 0) {
            self.content = content
            self.priority = priority
        }
    }

    /// Beside the camera, on the leading side.
    public var leading: Region?
    /// Beside the camera, on the trailing side.
    public var trailing: Region?
    /// Below the camera, between leading and trailing.
    public var center: Region?
    /// Below the other three, the island's full width.
    public var bottom: Region?

    /// An expanded island with the regions given.
    public init(leading: Region? = nil, trailing: Region? = nil, center: Region? = nil, bottom: Region? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.center = center
        self.bottom = bottom
    }
}
