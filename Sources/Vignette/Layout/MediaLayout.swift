import Foundation

extension LayoutEngine {
    /// A picture that is not resizable keeps its natural size whatever it is offered;
    /// a resizable one takes the offer, and its natural size on an axis offered nil
    /// (SwiftUI's `Image` ideal size). A picture that was not resolved is 0×0.
    func pictureSize(_ spec: PictureSpec, natural: CGSize?, _ p: Proposal) -> CGSize {
        let natural = natural ?? .zero
        guard spec.isResizable else { return natural }
        return CGSize(
            width: p.width.map { $0.isFinite ? $0 : natural.width } ?? natural.width,
            height: p.height.map { $0.isFinite ? $0 : natural.height } ?? natural.height)
    }
}
