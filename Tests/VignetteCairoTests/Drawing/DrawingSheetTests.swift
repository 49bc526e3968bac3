import Foundation
import Testing
import Vignette
import VignetteCairo

@Suite struct DrawingSheetTests {
    let canvas = DrawingCanvas()

    /// The sheet renders the same pixels twice (the blur and the angular mesh are
    /// deterministic), to PNG and SVG; set VIGNETTE_DRAWING_SHEET=/path/sheet to keep the files.
    @Test func sheetRendersDeterministically() throws {
        let list = canvas.displayList(DrawingSheet.node, size: DrawingSheet.size, scale: 3)
        let first = try canvas.renderer.png(list, scale: 3)
        #expect(try canvas.renderer.png(list, scale: 3) == first)
        let svg = try canvas.renderer.svg(list)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("linearGradient") && text.contains("radialGradient"))
        if let path = ProcessInfo.processInfo.environment["VIGNETTE_DRAWING_SHEET"] {
            try first.write(to: URL(fileURLWithPath: path + ".png"))
            try svg.write(to: URL(fileURLWithPath: path + ".svg"))
        }
    }
}
