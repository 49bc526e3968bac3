import Foundation

/// The layout entry a placed node came from, as layout left it: the entry's kind and the
/// environment it saw, its text as laid out, and the frame and host it was placed in. Layout
/// resolves no paints; the display-list stage reads this to decide what the node paints
/// (`PlacedNode+Drawing.swift`).
struct NodeReference: Hashable, Sendable {
    /// The entry's kind, with its paints and shapes as the node tree gave them.
    let kind: LayoutTree.Kind
    /// The environment the entry saw (shared by the entries that see the same one).
    let environmentBox: LayoutTree.EnvironmentBox
    /// For text: the block as laid out in the node's frame.
    let text: TextBlock?
    /// The frame in the coordinates of the tree that placed it, exact: not snapped or moved since.
    let frame: CGRect
    /// That tree's host: the container a `containerRelative` shape is inset from.
    let host: CGRect

    var environment: WidgetEnvironment { environmentBox.value }

    /// `shape` with a container-relative shape made concrete at the node's frame.
    func resolved(_ shape: ShapeKind) -> ShapeKind {
        shape.resolvingContainer(environment.containerShape, frame: frame, host: host)
    }

    static func == (lhs: NodeReference, rhs: NodeReference) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.frame == rhs.frame && lhs.host == rhs.host
            && (lhs.environmentBox === rhs.environmentBox || lhs.environment == rhs.environment)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(frame)
    }
}
