import Foundation
import Vignette

/// A picture made of a DSL layout's display list with other pictures pasted into its
/// named cells: a home screen with widgets in it, a screenshot with a screen in it.
///
/// Pasted pictures keep their own coordinates; painting moves and scales them as a
/// transform (`OpaqueCanvas.placing`), so a widget laid out at 170 pt and shown at 160 pt
/// on an iPad, or enlarged for StandBy, draws its text in the same font cut it was
/// measured in.
public struct ComposedImage: Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// The layout's own drawing, under everything pasted.
    public var items: [DisplayItem]
    /// Pictures pasted on top, in order.
    public var pastes: [Paste]

    /// A picture of `size` points painting `items`, then `pastes` in order.
    public init(size: CGSize, items: [DisplayItem], pastes: [Paste] = []) {
        self.size = size
        self.items = items
        self.pastes = pastes
    }

    /// A display list as a picture with nothing pasted in.
    public init(_ list: DisplayList) {
        self.init(size: list.size, items: list.items)
    }

    /// One picture placed into a cell.
    public struct Paste: Sendable {
        /// The cell's name in the layout.
        public var name: String
        /// Where the picture lands, in the outer picture's points.
        public var frame: CGRect
        /// The picture pasted.
        public var image: ComposedImage
        /// A clip in the outer picture's points (a screen's rounded corners), if any.
        public var clip: Path?

        /// Outer points per inner point: the cell's width over the picture's.
        public var scale: CGFloat { frame.width / image.size.width }
    }

    /// The frame, in this picture's points, of the paste reached by `path` of names
    /// (`["screen", "widget-0"]`): each level is moved and scaled into the one above.
    public func frame(of path: [String]) -> CGRect? {
        guard let first = path.first, let paste = pastes.first(where: { $0.name == first }) else { return nil }
        guard path.count > 1 else { return paste.frame }
        guard let inner = paste.image.frame(of: Array(path.dropFirst())) else { return nil }
        let s = paste.scale
        return CGRect(
            x: paste.frame.minX + inner.minX * s, y: paste.frame.minY + inner.minY * s,
            width: inner.width * s, height: inner.height * s)
    }
}
