import Foundation

/// Right-to-left layout (Docs/Languages.md §2): "SwiftUI horizontally flips the x position of
/// each view within its parent" (Apple, `LayoutDirection`). Every layout places children as if
/// left to right; afterwards each child of a container whose environment is right to left is
/// moved to the mirror position inside its parent. Since every level mirrors inside an
/// already mirrored parent, a right-to-left subtree ends up as the mirror image of its
/// left-to-right layout: rows run right to left, leading padding and leading alignment are on
/// the right, offsets and grid columns flip. What a leaf draws (text, pictures) is not
/// mirrored; shapes and some symbols are, by their own rules (`PlacedTreeBuilder`).
extension LayoutEngine {
    /// Mirrors the placed frames where a container is right to left; `container` is the
    /// rectangle the root was placed in, laid out in `direction` (the host, or a size reader).
    func mirrorRightToLeft(rootIn container: CGRect, direction: LayoutDirection) {
        guard tree.hasRightToLeft || direction == .rightToLeft else { return }
        let placed = frames
        if direction == .rightToLeft {
            frames[0].origin.x = container.minX + container.maxX - placed[0].maxX
        }
        // Preorder: a parent's final frame is known before its children move.
        for id in 0..<tree.count {
            let entry = tree[id]
            guard !entry.children.isEmpty else { continue }
            let mirrors = entry.environment.layoutDirection == .rightToLeft
            let shift = frames[id].minX - placed[id].minX
            for child in entry.children {
                frames[child].origin.x =
                    mirrors
                    ? frames[id].minX + placed[id].maxX - placed[child].maxX
                    : placed[child].minX + shift
            }
        }
        // A size reader's content was laid out (and mirrored) inside the reader: it moves with it.
        for (id, content) in readContent {
            readContent[id] = content.moved(by: CGPoint(x: frames[id].minX - placed[id].minX, y: 0))
        }
    }
}

extension LayoutTree {
    /// Whether any node is laid out right to left (most trees: none, and nothing moves).
    var hasRightToLeft: Bool {
        (0..<count).contains { self[$0].environment.layoutDirection == .rightToLeft }
    }
}
