import Foundation
import SwiftUI
import Vignette
import VignettePNG

/// A view drawn 100 × 60 pt in the middle of a small widget, read back by the point (Canvas and blend tests).
struct CanvasProbe {
    static let size = CGSize(width: 100, height: 60)
    let bitmap: Bitmap
    let origin: CGPoint

    init(_ view: some View, appearance: Appearance = .light) throws {
        let pipeline = PNGPipeline()
        let node = Lowering.node(view.frame(width: Self.size.width, height: Self.size.height))
        let png = try pipeline.png(
            WidgetDefinition(id: "probe", displayName: "Probe", families: [.systemSmall]) { _ in node },
            WidgetRenderSpec(
                family: .systemSmall, device: pipeline.device, appearance: appearance, date: .distantFuture))
        bitmap = try PNGImageProbe(png).bitmap
        let side = CGFloat(bitmap.width) / 3
        origin = CGPoint(x: side / 2 - Self.size.width / 2, y: side / 2 - Self.size.height / 2)
    }

    /// The pixel at the centre of point (`x`, `y`) of the view.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> Bitmap.Pixel {
        bitmap.pixel(x: Int(((origin.x + x) * 3).rounded()) + 1, y: Int(((origin.y + y) * 3).rounded()) + 1)
    }

    /// Whether the pixel at (`x`, `y`) is within `tolerance` of `red`, `green`, `blue` (0…255).
    func pixel(_ x: CGFloat, _ y: CGFloat, is rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        let p = pixel(x, y)
        return abs(Int(p.red) - rgb.0) <= tolerance && abs(Int(p.green) - rgb.1) <= tolerance
            && abs(Int(p.blue) - rgb.2) <= tolerance
    }
}
