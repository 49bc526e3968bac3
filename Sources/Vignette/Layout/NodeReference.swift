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

    /// Two placed trees are equal when their geometry is: of the reference, only where each line of
    /// text sits and what it holds counts (its colours as they resolve, not the paints they come
    /// from), not the environment (two looks, or two scales, can place alike).
    static func == (lhs: NodeReference, rhs: NodeReference) -> Bool {
        lhs.placedLines.elementsEqual(rhs.placedLines) { $0.content == $1.content && $0.x == $1.x && $0.y == $1.y }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text?.lines.count ?? -1)
    }

    private var placedLines: [(content: TextContent, x: CGFloat, y: CGFloat)] {
        text?.lines.map { (environment.resolvingColors(of: $0.content), $0.x, $0.baseline) } ?? []
    }
}
