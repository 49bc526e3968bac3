import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Symbols, pictures and text features as pixels: what the fixed-advance layout tests
/// cannot show.
@Suite struct RenderedFidelityTests {
    let engine: PangoTextEngine
    let renderer: CairoRenderer

    init() throws {
        engine = try PangoTextEngine()
        renderer = try CairoRenderer()
    }

    func render(
        _ element: some Element, _ size: CGSize, scale: CGFloat = 2,
        environment: WidgetEnvironment = WidgetEnvironment()
    ) throws -> (Bitmap, DisplayList, LayoutResult) {
        var env = environment
        env.displayScale = scale
        let resources = try ResourceResolver.files().resolve(element.node)
        let layout = Layout.layout(element.node, in: size, environment: env, textEngine: engine, resources: resources)
            .snapped(toScale: scale)
        let list = DisplayListBuilder.build(layout, canvas: size)
        return (try renderer.bitmap(list, scale: Double(scale)), list, layout)
    }

    /// Mean x (in pixels) of the pixels for which `matches` holds, nil when none.
    func meanX(_ bitmap: Bitmap, where matches: (Bitmap.Pixel) -> Bool) -> Double? {
        var sum = 0, count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where matches(bitmap.pixel(x: x, y: y)) {
                sum += x
                count += 1
            }
        }
        return count == 0 ? nil : Double(sum) / Double(count)
    }

    static func reddish(_ p: Bitmap.Pixel) -> Bool { p.alpha > 128 && p.red > 180 && p.blue < 100 && p.green < 120 }
    static func bluish(_ p: Bitmap.Pixel) -> Bool { p.alpha > 128 && p.blue > 180 && p.red < 100 }

    @Test func everySymbolIsAGlyphOfItsFont() {
        let catalog = SymbolCatalog.standard
        #expect(catalog.names.count >= 100)
        let missing = catalog.names.filter { name in
            let glyph = catalog.glyph(named: name)!
            return !engine.covers(glyph.character, family: glyph.font)
        }
        #expect(missing.isEmpty, "not in their fonts: \(missing)")
    }

    @Test func aSymbolDrawsInItsForegroundColour() throws {
        let (bitmap, list, _) = try render(
            Symbol("heart.fill").foregroundStyle(.red).font(.system(size: 20)), CGSize(width: 40, height: 40))
        #expect(list.items.count == 1)
        let red = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }.filter(
            Self.reddish)
        // A heart fills a good part of its 25 pt (50 px) square.
        #expect(red.count > 50 * 50 / 4)
        // Centred: the ink's mean x is near the middle.
        #expect(abs(meanX(bitmap, where: Self.reddish)! - 40) < 4)
    }

    @Test func pngPixelsShowUpStretchedToTheFrame() throws {
        let picture = Picture(FidelityFixtures.png).resizable().frame(width: 60, height: 40)
        let (bitmap, _, _) = try render(picture, CGSize(width: 60, height: 40), scale: 1)
        let left = bitmap.pixel(x: 10, y: 20), right = bitmap.pixel(x: 50, y: 20)
        #expect(left.red == 255 && left.blue == 0 && left.alpha == 255)
        #expect(right.blue == 255 && right.red == 0 && right.alpha == 255)
    }

    @Test func svgPixelsShowUp() throws {
        let (bitmap, _, layout) = try render(
            Picture(FidelityFixtures.svg).named("p"), CGSize(width: 40, height: 40), scale: 2)
        #expect(layout.frame(named: "p")?.size == CGSize(width: 40, height: 40))
        let centre = bitmap.pixel(x: 40, y: 40), corner = bitmap.pixel(x: 1, y: 1)
        #expect(centre.green > 180 && centre.red < 20 && centre.alpha == 255)
        #expect(corner.alpha == 0)
    }

    @Test func styledRunsKeepTheirColours() throws {
        let text = Words("IIIII").foregroundStyle(.red) + Words("IIIII").foregroundStyle(.blue)
        let (bitmap, _, _) = try render(text.font(.system(size: 40, weight: .black)), CGSize(width: 200, height: 60))
        let red = try #require(meanX(bitmap, where: Self.reddish))
        let blue = try #require(meanX(bitmap, where: Self.bluish))
        #expect(red < Double(bitmap.width) / 2 && blue > Double(bitmap.width) / 2)
    }

    @Test func arabicRunsRightToLeft() throws {
        // The first logical letters (red) are drawn to the right of the later ones (blue).
        let text = Words("مرحبا").foregroundStyle(.red) + Words(" بالعالم").foregroundStyle(.blue)
        let (bitmap, _, _) = try render(text.font(.system(size: 30, weight: .bold)), CGSize(width: 240, height: 60))
        let red = try #require(meanX(bitmap, where: Self.reddish))
        let blue = try #require(meanX(bitmap, where: Self.bluish))
        #expect(red > blue)
        #expect(engine.familiesUsed(for: "مرحبا", font: .body) == ["Noto Sans Arabic"])
    }

    @Test func trackingWidensPangoText() {
        let plain = engine.width(of: TextContent("Hello", font: .body))
        let tracked = engine.width(of: TextContent("Hello", font: .body, tracking: 3))
        // Four gaps between five letters.
        #expect(abs(tracked - plain - 12) < 0.5)
    }

    @Test func minimumScaleFactorAvoidsTruncationWithRealFonts() throws {
        let title = Words("Weekly review with the team").font(.headline).lineLimit(1)
        // 130 pt: at half size (8.5 pt) SF Pro's tracking is +0.2 pt a letter, which 120 pt no longer holds.
        let (_, _, shrunk) = try render(title.minimumScaleFactor(0.5).frame(width: 130), CGSize(width: 130, height: 40))
        let (_, _, cut) = try render(title.frame(width: 130), CGSize(width: 130, height: 40))
        #expect(shrunk.allNodes.first { $0.kind == .words }?.lines == ["Weekly review with the team"])
        #expect(cut.allNodes.first { $0.kind == .words }?.lines?.first?.hasSuffix("…") == true)
    }

    @Test func redactedTextDrawsNoGlyphs() throws {
        let content = Words("Placeholder text").font(.system(size: 20)).redacted(reason: .placeholder)
        let (bitmap, list, _) = try render(content, CGSize(width: 200, height: 40))
        #expect(!list.items.contains { if case .text = $0 { true } else { false } })
        // Every inked pixel is the bar's grey; a glyph would add antialiased edges inside.
        var colours = Set<UInt8>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 0 {
                colours.insert(bitmap.pixel(x: x, y: y).red)
            }
        }
        #expect(colours == [0])  // black at 16 %, antialiased only in alpha at the rounded ends
    }
}
