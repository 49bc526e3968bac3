import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

@Suite struct CairoRendererTests {
    let renderer: CairoRenderer
    let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    init() throws {
        renderer = try CairoRenderer()
    }

    /// A 20×10 pt canvas with a red 5×4 pt rectangle at (3, 2).
    var redRect: DisplayList {
        DisplayList(
            size: CGSize(width: 20, height: 10),
            items: [
                .fill(Path(rect: CGRect(x: 3, y: 2, width: 5, height: 4)), .color(RGBA(red: 1, green: 0, blue: 0)))
            ])
    }

    /// Every pixel is `inside` within the pixel rectangle and clear outside.
    func expectPixels(
        _ bitmap: Bitmap, inside rect: (x: Range<Int>, y: Range<Int>), are inside: Bitmap.Pixel,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var wrong: [String] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let expected = rect.x.contains(x) && rect.y.contains(y) ? inside : .clear
                if bitmap.pixel(x: x, y: y) != expected { wrong.append("(\(x), \(y)) \(bitmap.pixel(x: x, y: y))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong pixels, first: \(wrong.prefix(3))", sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3])
    func redRectangleLandsOnExactPixels(scale: Int) throws {
        let bitmap = try renderer.bitmap(redRect, scale: Double(scale))
        #expect(bitmap.width == 20 * scale && bitmap.height == 10 * scale)
        expectPixels(bitmap, inside: (3 * scale..<8 * scale, 2 * scale..<6 * scale), are: red)
    }

    @Test func groupOpacityHalvesAlpha() throws {
        // Two overlapping fills fade as one: the overlap is not darker.
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [
                .group(
                    DisplayGroup(
                        opacity: 0.5,
                        items: [
                            .fill(
                                Path(rect: CGRect(x: 0, y: 0, width: 6, height: 10)),
                                .color(RGBA(red: 0, green: 0, blue: 1))),
                            .fill(
                                Path(rect: CGRect(x: 4, y: 0, width: 6, height: 10)),
                                .color(RGBA(red: 0, green: 0, blue: 1))),
                        ]))
            ])
        let bitmap = try renderer.bitmap(list, scale: 1)
        expectPixels(bitmap, inside: (0..<10, 0..<10), are: Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    }

    @Test func clipCutsTheGroup() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [
                .group(
                    DisplayGroup(
                        clip: Path(rect: CGRect(x: 2, y: 3, width: 4, height: 5)),
                        items: [
                            .fill(
                                Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
                                .color(RGBA(red: 1, green: 0, blue: 0)))
                        ])),
                // After the group the clip is gone again.
                .fill(Path(rect: CGRect(x: 9, y: 9, width: 1, height: 1)), .color(RGBA(red: 1, green: 0, blue: 0))),
            ])
        let bitmap = try renderer.bitmap(list, scale: 2)
        #expect(bitmap.pixel(x: 4, y: 6) == red && bitmap.pixel(x: 11, y: 15) == red)
        #expect(bitmap.pixel(x: 3, y: 6) == .clear && bitmap.pixel(x: 12, y: 6) == .clear)
        #expect(bitmap.pixel(x: 4, y: 5) == .clear && bitmap.pixel(x: 4, y: 16) == .clear)
        #expect(bitmap.pixel(x: 19, y: 19) == red)
    }

    @Test func translucentColourKeepsStraightAlpha() throws {
        let list = DisplayList(
            size: CGSize(width: 2, height: 2),
            items: [
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), .color(RGBA(hex: 0x3366CC, alpha: 0.4)))
            ])
        let pixel = try renderer.bitmap(list, scale: 1).pixel(x: 1, y: 1)
        #expect(pixel.alpha == 102, "\(pixel)")
        // Cairo stores premultiplied bytes (truncated), so at alpha 102 a channel comes back
        // within 255/102 steps.
        let channels = [(pixel.red, 0x33), (pixel.green, 0x66), (pixel.blue, 0xCC)]
        #expect(channels.allSatisfy { abs(Int($0.0) - $0.1) <= 3 }, "\(pixel)")
    }

    @Test func pixelSizesRoundUpExceptNearWholeNumbers() {
        #expect(CairoRenderer.pixels(176.67, scale: 3) == 530)
        #expect(CairoRenderer.pixels(170, scale: 3) == 510)
        #expect(CairoRenderer.pixels(155.5, scale: 3) == 467)  // 466.5 rounds up
        #expect(CairoRenderer.pixels(10.2, scale: 2) == 21)
        #expect(CairoRenderer.pixels(364.667, scale: 3) == 1094)  // 1094.001
    }

    @Test func pngHeaderStatesThePixelSize() throws {
        let list = DisplayList(size: CGSize(width: 176.67, height: 40), items: [])
        let png = try renderer.png(list, scale: 3)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        func bigEndian(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 530 && bigEndian(20) == 120)
        #expect(png[24] == 8 && png[25] == 6)  // 8-bit RGBA
    }

    @Test func svgIsSizedInPoints() throws {
        let svg = String(decoding: try renderer.svg(redRect), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains(#"width="20pt""#) && svg.contains(#"height="10pt""#))
        #expect(svg.contains("rgb(100%,0%,0%)"))
    }

    @Test func svgGroupIdsAreNumberedPerDocument() throws {
        let list = SampleDisplayList.make()
        _ = try renderer.png(list, scale: 1)  // moves Cairo's process-wide surface counter
        let svg = String(decoding: try renderer.svg(list), as: UTF8.self)
        #expect(svg.contains(#"<g id="surface1""#) && svg.contains(##"xlink:href="#surface1""##))
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let list = SampleDisplayList.make()
        #expect(try renderer.png(list, scale: 3) == (try renderer.png(list, scale: 3)))
        let other = try CairoRenderer(fonts: FontLibrary(files: FontLibrary.standardFiles))
        #expect(try renderer.png(list, scale: 2) == (try other.png(list, scale: 2)))
        #expect(try renderer.svg(list) == (try renderer.svg(list)))
    }

    @Test func badCanvasesThrow() {
        let empty = DisplayList(size: .zero, items: [])
        #expect(throws: VignetteError.self) { try renderer.png(empty, scale: 2) }
        #expect(throws: VignetteError.self) { try renderer.bitmap(redRect, scale: 0) }
        #expect(throws: VignetteError.self) {
            try renderer.svg(DisplayList(size: CGSize(width: -1, height: 5), items: []))
        }
    }
}
