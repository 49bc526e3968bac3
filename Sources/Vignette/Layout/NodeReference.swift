import Foundation

/// The layout entry a placed node came from, as layout left it: the entry's kind and the
/// environment it saw, its text as laid out, and the frame and host it was placed in. Layout
/// resolves no paints; the display-list stage reads this to decide what the node paints
/// (`PlacedNode+Drawing.swift`).
struct NodeReference: Sendable {
    /// The tree the node was placed from, shared by every node it placed: a reference holds one
    /// retain and an index instead of a copy of its entry's kind (the layout bench pays for every
    /// byte of a placed node, Docs/Performance.md).
    let source: PlacedTreeSource
    /// The entry's index in `source.entries`.
    let id: Int
    /// For text: the block as laid out in the node's frame.
    let text: TextBlock?
    /// The frame in the coordinates of the tree that placed it, exact: not snapped or moved since.
    let frame: CGRect

    // Lent, not copied: painting reads a few fields of each, once a node.
    /// The entry's kind, with its paints and shapes as the node tree gave them.
    var kind: LayoutTree.Kind {
        _read { yield source.entries[id].kind }
    }
    /// The environment the entry saw (shared by the entries that see the same one).
    var environment: WidgetEnvironment {
        _read { yield source.entries[id].environmentBox.value }
    }
    /// That tree's host: the container a `containerRelative` shape is inset from.
    var host: CGRect { source.host }

    /// `shape` with a container-relative shape made concrete at the node's frame.
    func resolved(_ shape: ShapeKind) -> ShapeKind {
        shape.resolvingContainer(environment.containerShape, frame: frame, host: host)
    }
}

/// The entries of a laid-out tree and its host, kept by the nodes placed from it (`NodeReference`).
final class PlacedTreeSource: Sendable {
    let entries: [LayoutTree.Entry]
    let host: CGRect

    init(tree: LayoutTree, host: CGRect) {
        entries = tree.entries
        self.host = host
    }
}
