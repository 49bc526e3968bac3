import Foundation

/// The laid-out tree: every node's kind and frame in root coordinates, in points. It is geometry
/// only: two results are equal when they place the same nodes and lines of text in the same frames;
/// what each node paints is resolved after layout (`DisplayListBuilder`).
public struct LayoutResult: Hashable, Sendable {
    /// The root node, at the origin.
    public var root: PlacedNode

    /// The tree under `root`.
    public init(root: PlacedNode) {
        self.root = root
    }

    /// Every placed node, depth first.
    public var allNodes: [PlacedNode] {
        var out: [PlacedNode] = []
        func walk(_ n: PlacedNode) {
            out.append(n)
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The frame of the node given that name with `named(_:)`.
    public func frame(named name: String) -> CGRect? {
        allNodes.first { $0.name == name }?.frame
    }

    /// The same tree with every frame's edges rounded to the nearest pixel at `scale`,
    /// in root coordinates, as SwiftUI aligns views to the pixel grid before drawing.
    /// Rounding edges rather than sizes keeps neighbours touching.
    /// Rounds in place when the caller is done with the unrounded tree (the render path).
    public consuming func snapped(toScale scale: CGFloat) -> LayoutResult {
        root.snap(scale)
        return self
    }

    /// Whether some node satisfies `predicate`, depth first; nodes are visited in place, not copied.
    public func contains(where predicate: (PlacedNode) -> Bool) -> Bool {
        root.contains(where: predicate)
    }
}

/// One node after layout. Modifiers are nodes too (a `padding` has its child inside),
/// as in SwiftUI, so the tree shows how every frame came about.
public struct PlacedNode: Hashable, Sendable {
    /// The node's kind: a container, leaf or shape, or the modifier that made it (`padding`,
    /// `frame`, `background`…). Never `group` or `empty`: a group is laid out as a column,
    /// nothing as a clear fill. A stroked, trimmed or inset shape has its base shape's kind.
    public var kind: NodeKind
    /// Where the node sits, in root coordinates, in points.
    public var frame: CGRect
    /// The name given with `named(_:)`, if any.
    public var name: String?
    /// For `words`: the text as drawn, one entry per line (truncated lines end in "…").
    public var lines: [String]?
    /// The nodes placed inside this one, in order.
    public var children: [PlacedNode]
    /// What VoiceOver learns from the node (`LayoutResult.accessibilityElements()` reads it).
    public var accessibility: PlacedAccessibility
    /// The Swift line that made the node (SwiftUI layer), when known; never part of equality.
    public var origin: SourceOrigin? {
        get { originSlot.location }
        set { originSlot.location = newValue }
    }
    private var originSlot = SourceSlot(nil)
    /// The layout entry the node was placed from; the display-list stage resolves what it paints.
    let reference: NodeReference

    init(
        kind: NodeKind, frame: CGRect, name: String?, lines: [String]?, children: [PlacedNode],
        reference: NodeReference, accessibility: PlacedAccessibility = .none, origin: SourceOrigin? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.name = name
        self.lines = lines
        self.children = children
        self.reference = reference
        self.accessibility = accessibility
        originSlot = SourceSlot(origin)
    }

    mutating func snap(_ scale: CGFloat) {
        let minX = frame.minX.roundedToPixel(scale), maxX = frame.maxX.roundedToPixel(scale)
        let minY = frame.minY.roundedToPixel(scale), maxY = frame.maxY.roundedToPixel(scale)
        frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        for i in children.indices { children[i].snap(scale) }
    }

    func contains(where predicate: (PlacedNode) -> Bool) -> Bool {
        if predicate(self) { return true }
        return children.withUnsafeBufferPointer { nodes in
            nodes.indices.contains { nodes[$0].contains(where: predicate) }
        }
    }
}
