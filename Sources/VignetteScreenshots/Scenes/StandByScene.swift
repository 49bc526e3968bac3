import Foundation
import Vignette

/// StandBy on a landscape iPhone: black, two small widgets in StandBy rendering
/// (background removed, on black), each enlarged by `StandBy.scale` into its half.
struct StandByScene {
    let context: SceneContext
    let placements: [WidgetPlacement]
    /// Whether the iPhone is locked and keeps widget data private (`standByLocked`).
    var locked = false

    func compose() throws -> ComposedImage {
        let size = context.screen(.landscape)
        let layout = try StandByLayout(device: context.device, os: context.os)
        let rendered = try placements.map {
            try context.render($0, appearance: SceneKind.standBy.widgetAppearance(.light, locked: locked)).image
        }
        let node = Layers(alignment: .topLeading) {
            Fill(.hex(0x000000)).frame(width: size.width, height: size.height)
            for (index, frame) in layout.widgetFrames.enumerated() {
                Fill(.clear).placed(at: frame, name: "widget-\(index)")
            }
        }
        let cells = rendered.enumerated().map {
            (name: "widget-\($0.offset)", image: $0.element, clip: nil as ((CGRect) -> Path)?)
        }
        return ComposedImage.layout(
            node.node, size: size, scale: context.device.scale, textEngine: context.textEngine,
            locale: context.locale, resources: context.backdrops, cells: cells)
    }
}
