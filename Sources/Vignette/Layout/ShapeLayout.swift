import Foundation

extension LayoutEngine {
    /// A shape takes the size it is offered (10 for a nil dimension); a disc takes the
    /// largest square inside that (Docs/LayoutSemantics.md §a.2). An inset, trimmed,
    /// rotated or stroked shape sizes like its base shape, as in SwiftUI.
    func shapeSize(_ kind: ShapeKind, _ p: Proposal) -> CGSize {
        let s = p.replacingUnspecified()
        guard case .disc = kind.base else { return s }
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }
}
