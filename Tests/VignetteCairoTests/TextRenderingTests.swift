import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

@Suite struct TextRenderingTests {
    let renderer: CairoRenderer

    init() throws {
        renderer = try CairoRenderer()
    }

    /// The bounding box of pixels with any ink, in pixels.
    func inkBounds(_ bitmap: Bitmap) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 0 {
                box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    @Test(arguments: [1, 2, 3])
    func textSitsOnItsBaseline(scale: Int) throws {
        // "H" has no descender: its ink ends at the baseline and rises by SF Pro's cap height
        // (the stand-in is drawn at it: StandInCapHeightTests).
        let list = DisplayList(
            size: CGSize(width: 40, height: 40),
            items: [
                .text(TextRun(text: "H", font: .system(size: 20), origin: CGPoint(x: 10, y: 30), color: .black))
            ])
        let box = try #require(inkBounds(renderer.bitmap(list, scale: Double(scale))))
        let s = Double(scale)
        #expect(abs(Double(box.maxY + 1) / s - 30) <= 0.5)
        // Cap height 1443/2048 em; the first row with any ink is the pixel the cap line falls in.
        #expect(abs(Double(box.minY) / s - (30 - 20 * 1443 / 2048)) <= 1 / s)
        #expect(abs(Double(box.minX) / s - 10) <= 2.5)
    }

    @Test func textInkWidthMatchesMeasurementAtEveryScale() throws {
        // "IIIIIIII" ink spans nearly its advance; measured in points it must agree across scales.
        let font = Typeface.system(size: 17)
        let list = DisplayList(
            size: CGSize(width: 120, height: 30),
            items: [
                .text(TextRun(text: "IIIIIIIIIIII", font: font, origin: CGPoint(x: 5, y: 22), color: .black))
            ])
        let spans = try [1.0, 2, 3].map { scale in
            let box = try #require(inkBounds(renderer.bitmap(list, scale: scale)))
            return Double(box.maxX + 1 - box.minX) / scale
        }
        #expect(spans.max()! - spans.min()! <= 1.0)
        let advance = Double(try PangoTextEngine().width(of: "IIIIIIIIIIII", font: font))
        #expect(spans.allSatisfy { $0 <= advance && $0 > advance - 8 })
    }

    @Test func emojiIsDrawnInColour() throws {
        let list = DisplayList(
            size: CGSize(width: 30, height: 30),
            items: [
                .text(TextRun(text: "🍎", font: .body, origin: CGPoint(x: 4, y: 22), color: .black))
            ])
        let bitmap = try renderer.bitmap(list, scale: 2)
        var reddest = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if p.alpha == 255, Int(p.red) - Int(p.green) > 100 { reddest += 1 }
            }
        }
        #expect(reddest > 100)  // a red apple, not black ink
    }

    @Test func chineseIsNotTofu() throws {
        // Tofu boxes of two different characters are identical; real glyphs differ.
        func ink(_ text: String) throws -> [UInt8] {
            try renderer.bitmap(
                DisplayList(
                    size: CGSize(width: 24, height: 24),
                    items: [
                        .text(TextRun(text: text, font: .body, origin: CGPoint(x: 2, y: 18), color: .black))
                    ]), scale: 2
            ).bytes
        }
        #expect(try ink("课") != (try ink("程")))
        #expect(try ink("课").contains { $0 > 0 })
    }

    @Test func samplePNGForEyes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-cairo-sample@3x.png")
        try renderer.png(SampleDisplayList.make(), scale: 3).write(to: url)
        let svg = url.deletingPathExtension().appendingPathExtension("svg")
        try renderer.svg(SampleDisplayList.make()).write(to: svg)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test func manyRendersDoNotLeak() throws {
        let list = SampleDisplayList.make()
        // A leaked surface is 115 kB per render, 11.5 MB a round; the bar sits well
        // below that and well above what tests running in parallel add to the process.
        let growth = try leastMemoryGrowth(rounds: 8) {
            for _ in 0..<100 { _ = try renderer.png(list, scale: 1) }
        }
        #expect(growth < 2 << 20)
    }
}
