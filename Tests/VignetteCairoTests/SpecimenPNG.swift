import Foundation
import Vignette
import VignetteCairo

/// "Hamburgefonstiv" in `font`, laid out in 200 × 40 points with `engine` and painted at @2x with
/// `renderer`: a short specimen for telling fonts apart by their pixels.
func specimenPNG(_ font: Typeface, engine: PangoTextEngine, renderer: CairoRenderer) throws -> Data {
    let node = Words("Hamburgefonstiv").font(font).node
    let size = CGSize(width: 200, height: 40)
    let layout = Layout.layout(node, in: size, environment: WidgetEnvironment(), textEngine: engine)
    return try renderer.png(DisplayListBuilder.build(layout, canvas: size), scale: 2)
}
