import Foundation

/// What leaves draw right to left (Docs/Languages.md §2). Layout has already moved every
/// frame (`RightToLeftLayout.swift`); text and pictures draw as they would left to right.
extension PlacedDrawing {
    /// `drawing` of a node of `kind` in `env`, mirrored about the node's vertical centre line
    /// when it is right to left and is a shape that is not its own mirror image (SwiftUI's
    /// `Shape.layoutDirectionBehavior` is `.mirrors` from iOS 17, and Vignette renders iOS 18
    /// and later) or a symbol with a right-to-left form (`SymbolCatalog.mirroredRightToLeft`).
    static func mirrored(
        _ drawing: PlacedNode.Drawing, _ kind: LayoutTree.Kind, _ env: WidgetEnvironment
    ) -> PlacedNode.Drawing {
        guard env.layoutDirection == .rightToLeft else { return drawing }
        switch (kind, drawing) {
        case (.shape, .shape(let shape, _)), (.stroke, .stroke(let shape, _, _)):
            return shape.isMirrorSymmetric ? drawing : .mirrored(drawing)
        case (.symbol(let name, _, _), _):
            return SymbolCatalog.mirroredRightToLeft.contains(name) ? .mirrored(drawing) : drawing
        default:
            return drawing
        }
    }
}

extension ShapeKind {
    /// Whether the shape's outline is the same when mirrored left to right, so mirroring it
    /// would change nothing but the order its path is drawn in.
    var isMirrorSymmetric: Bool {
        switch self {
        case .rect, .roundedRect, .disc, .oval, .pill, .containerRelative: true
        case .inset(let base, _): base.isMirrorSymmetric
        case .custom, .trimmed, .rotated: false
        }
    }
}
