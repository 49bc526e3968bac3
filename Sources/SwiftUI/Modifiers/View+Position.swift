import Foundation
import Vignette

/// `position(x:y:)` and `position(_:)`: a view's centre fixed at a point of the space its parent offers
/// (Docs/LayoutSemantics.md, §a.14).
extension View {
    /// Places the centre of this view at (`x`, `y`) in its parent's coordinate space. The result takes the
    /// whole size offered (both axes; a `nil` axis is 10 here, the child's size on iOS), proposes that size
    /// to this view and draws it centred on the point, wherever that puts it: a point near an edge lets
    /// the view stick out, as on iOS.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        // The offered size: both a minimum and a maximum take the proposal, clamped (§a.5). The view is an
        // overlay on it, which is proposed exactly that size; its guides put its centre on the point.
        Color.clear
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .overlay(alignment: .topLeading) {
                self.alignmentGuide(.leading) { $0[HorizontalAlignment.center] - x }
                    .alignmentGuide(.top) { $0[VerticalAlignment.center] - y }
            }
    }

    /// Places the centre of this view at `position` in its parent's coordinate space (`position(x:y:)`).
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
