import Foundation

/// The laid-out tree: every node's kind and frame in root coordinates, in points.
public struct LayoutResult: Hashable, Sendable {
    public var root: PlacedNode

    public init(root: PlacedNode) {
        self.root = root
    }

    /// Every placed node, depth first.
    public var allNodes: [PlacedNode] {
        var out: [PlacedNode] = []
        func walk(_ n: PlacedNode) { out.append(n); n.children.forEach(walk) }
        walk(root)
        return out
    }

    /// The frame of the node given that name with `named(_:)`.
    public func frame(named name: String) -> CGRect? {
        allNodes.first { $0.name == name }?.frame
    }
}

/// One node after layout. Modifiers are nodes too (a `padding` has its child inside),
/// as in SwiftUI, so the tree shows how every frame came about.
public struct PlacedNode: Hashable, Sendable {
    /// The node's kind: `column`, `row`, `layers`, `spring`, `words`, `rule`, `fill`,
    /// `rect`, `roundedRect`, `disc`, `oval`, `pill`, or a modifier's name (`padding`, `frame`…).
    public var kind: String
    public var frame: CGRect
    /// The name given with `named(_:)`, if any.
    public var name: String?
    /// For `words`: the text as drawn, one entry per line (truncated lines end in "…").
    public var lines: [String]?
    public var children: [PlacedNode]

    public init(kind: String, frame: CGRect, name: String? = nil, lines: [String]? = nil, children: [PlacedNode] = []) {
        self.kind = kind
        self.frame = frame
        self.name = name
        self.lines = lines
        self.children = children
    }
}
