import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG
import VignetteExamples

/// `BandedImage`: an image painted a band of rows at a time gives the bytes of one painting.
@Suite struct BandedImageTests {
    let renderer: CairoRenderer
    let engine: PangoTextEngine

    init() throws {
        renderer = try CairoRenderer()
        engine = try PangoTextEngine()
    }

    /// Example widgets (text, gradients, an activity ring with its shadow, tinted recolouring)
    /// stacked at scale 1 with `gap` points between them; the rows of each gap's middle.
    func stacked(gap: CGFloat) throws -> (list: DisplayList, gapMiddles: [Int]) {
        let picks: [(WidgetDefinition, WidgetFamily, Appearance)] = [
            (Examples.all[0], .systemSmall, .dark),
            (Examples.all.first { $0.id == "weather" }!, .systemMedium, .light),
            (Examples.all.first { $0.id == "activity" }!, .systemSmall, .light),
            (Examples.all.first { $0.id == "stocks" }!, .systemSmall, .tinted),
        ]
        var items: [DisplayItem] = [], y: CGFloat = 0, middles: [Int] = [], width: CGFloat = 0
        for (widget, family, appearance) in picks {
            let spec = WidgetRenderSpec(
                family: family, device: try DeviceCatalog.standard.device(id: "iphone-16-pro"),
                os: .ios26, appearance: appearance, scale: 1, date: widget.moments[0].date, timeZone: widget.timeZone)
            let list = try widget.prepare(spec, textEngine: engine, resources: .files()).displayList
            if y > 0 { middles.append(Int(y - gap / 2)) }
            items += list.items.map { $0.translated(dx: 0, dy: y) }
            y += list.size.height.rounded(.up) + gap
            width = max(width, list.size.width)
        }
        return (DisplayList(size: CGSize(width: width.rounded(.up), height: y - gap), items: items), middles)
    }

    func banded(_ list: DisplayList, cuts: [Int]) throws -> Data {
        let image = try BandedImage(width: Int(list.size.width), height: Int(list.size.height))
        let edges = [0] + cuts + [image.height]
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            try image.paint(list, rows: top..<bottom, with: renderer)
        }
        return try image.png()
    }

    @Test func bandsCutInTheGapsGiveTheBytesOfOnePainting() throws {
        let (list, middles) = try stacked(gap: 24)
        #expect(middles.count == 3)
        #expect(try banded(list, cuts: middles) == (try renderer.png(list, scale: 1)))
    }

    @Test func bandsCutThroughTextAndFillsGiveTheBytesOfOnePainting() throws {
        // Text, rounded rectangles and gradients across every 37th row.
        var items: [DisplayItem] = []
        for row in 0..<6 {
            let y = CGFloat(row) * 41 + 3
            items.append(
                .fill(
                    Path(
                        .roundedRect(cornerRadius: 9, style: .continuous),
                        in: CGRect(x: 4, y: y, width: 150, height: 36)),
                    .color(RGBA(red: 0.2, green: 0.5, blue: 0.9))))
            items.append(
                .text(
                    TextRun(
                        text: "Band \(row) 课程 🗓", font: .title3, origin: CGPoint(x: 12, y: y + 26),
                        color: RGBA(red: 1, green: 1, blue: 1), tracking: 0, spans: [])))
        }
        let list = DisplayList(size: CGSize(width: 160, height: 250), items: items)
        #expect(try banded(list, cuts: Array(stride(from: 37, to: 250, by: 37))) == (try renderer.png(list, scale: 1)))
    }

    @Test func onePaintedBandLeavesTheOthersUntouched() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .color(RGBA(red: 1, green: 0, blue: 0)))
            ])
        let image = try BandedImage(width: 10, height: 10, opaqueWhite: true)
        try image.paint(list, rows: 4..<6, with: renderer)
        let bitmap = try PNGReader.bitmap(from: try image.png(), source: "the banded image")
        #expect(bitmap.pixel(x: 3, y: 3) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 3, y: 4) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 3, y: 5) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 3, y: 6) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aSizeCairoCannotHoldIsAnError() {
        #expect(throws: VignetteError.self) { try BandedImage(width: 0, height: 10) }
        #expect(throws: VignetteError.self) { try BandedImage(width: 40_000, height: 10) }
    }
}
