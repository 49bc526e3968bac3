import Foundation
import SwiftUI
import Vignette

extension PNGPipeline {
    /// `shape` filled black in a frame of `size`, centred in a small widget on this phone (176.67 pt,
    /// 3 px per pt), rendered; with the frame's top-left corner in points, for probing its pixels.
    func centredShape<S: SwiftUI.Shape & Sendable>(
        _ shape: S, size: CGSize
    ) throws -> (image: PNGImageProbe, origin: CGPoint) {
        let png = try self.png(
            WidgetDefinition(id: "shape", displayName: "Shape", families: [.systemSmall]) { _ in
                Lowering.node(shape.fill(Color.black).frame(width: size.width, height: size.height))
            },
            WidgetRenderSpec(family: .systemSmall, device: device, appearance: .light, date: .distantFuture))
        let image = try PNGImageProbe(png)
        let side = CGFloat(image.bitmap.width) / 3
        return (image, CGPoint(x: (side - size.width) / 2, y: (side - size.height) / 2))
    }
}
