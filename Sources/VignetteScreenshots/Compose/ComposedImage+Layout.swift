import Foundation
import Vignette

extension ComposedImage {
    /// Lays `node` out on a canvas of `size` points and pastes `cells` into the frames of
    /// the nodes named like their keys (a cell the layout lacks is a programming error).
    ///
    /// The layout is snapped to the pixel grid of `scale`, as widgets are, so edges land
    /// on whole pixels in the output. Backdrop pictures come from `resources`, resolved before.
    static func layout(
        _ node: Node, size: CGSize, scale: CGFloat, textEngine: TextEngine,
        locale: Locale = Locale(identifier: "en_US"), resources: ResolvedResources = .symbolsOnly,
        cells: [(name: String, image: ComposedImage, clip: ((CGRect) -> Path)?)] = []
    ) -> ComposedImage {
        let root = node.frame(width: size.width, height: size.height, alignment: .topLeading)
        let environment = WidgetEnvironment(displayScale: scale, locale: locale)
        let layout = Layout.layout(
            root, in: size, environment: environment, textEngine: textEngine, resources: resources
        )
        .snapped(toScale: scale)
        let list = DisplayListBuilder.build(layout, canvas: size)
        let pastes = cells.map { cell -> Paste in
            guard let frame = layout.frame(named: cell.name) else {
                preconditionFailure("the layout has no cell named '\(cell.name)'")
            }
            return Paste(name: cell.name, frame: frame, image: cell.image, clip: cell.clip?(frame))
        }
        return ComposedImage(size: size, items: list.items, pastes: pastes)
    }
}

extension Element {
    /// The element at an absolute `frame` inside a top-leading `Layers`: fixed to the
    /// frame's size and pushed there by padding, so its laid-out frame is exactly `frame`.
    /// A `name` goes on the fixed frame, inside the padding, so `frame(named:)` is `frame`.
    func placed(at frame: CGRect, alignment: Align = .topLeading, name: String? = nil) -> Node {
        let sized = self.frame(width: frame.width, height: frame.height, alignment: alignment)
        return (name.map { sized.named($0) } ?? sized).padding(Insets(top: frame.minY, leading: frame.minX))
    }
}
