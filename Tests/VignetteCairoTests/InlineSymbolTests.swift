import Foundation
import Testing
import Vignette
import VignettePNG
@testable import VignetteCairo

/// Symbols set inside text (Docs/Symbols.md, "Symbols inside text"): one piece of the text, on
/// its baseline at its size and weight, in its colour, wrapping with it; from the template's
/// guides with `--symbols`, else the icon font's square.
@Suite struct InlineSymbolTests {
    static let fonts = SymbolWidgetTests.fonts
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let templates: [String: SymbolTemplate]

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "inline-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(SymbolWidgetTests.levels.utf8).write(to: folder.appendingPathComponent("levels.svg"))
        templates = try SymbolTemplate.folder(atPath: folder.path)
        try? FileManager.default.removeItem(at: folder)
        renderer.symbolTemplates = templates
    }

    func list(_ node: Node, size: CGSize = CGSize(width: 400, height: 200), templates: Bool = true) -> DisplayList {
        let symbols = templates ? SymbolTemplate.catalog(with: self.templates) : .standard
        let result = Layout.layout(
            node, in: size, environment: WidgetEnvironment(), textEngine: engine,
            resources: ResolvedResources(symbols: symbols))
        return DisplayListBuilder.build(result, canvas: size)
    }

    func runs(_ list: DisplayList) -> [TextRun] {
        list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// The inline symbols of `run`, each with its span's start.
    func symbols(_ run: TextRun) -> [(offset: Int, run: SymbolRun)] {
        run.spans.compactMap { span in span.symbol.map { (span.range.lowerBound, $0) } }
    }

    @Test func aTemplateSymbolSitsOnTheBaselineAsWideAsItsMarginsAndTheTextWrapsAroundIt() throws {
        let cap = LineMetrics(size: 17).capHeight
        let node = (Words("Hg ") + Symbol("levels") + Words(" x")).font(Typeface(size: 17))
        let line = try #require(runs(list(node)).first)
        #expect(line.text == "Hg \u{FFFC} x")
        #expect(
            try Node.decode(json: node.jsonData(), symbols: SymbolTemplate.catalog(with: templates)) == node,
            "a symbol piece round-trips through JSON")
        let symbol = try #require(symbols(line).first)
        #expect(symbol.offset == 3, "after 'Hg '")
        #expect(abs(symbol.run.frame.width - 200 / 70 * cap) < 0.001, "Regular-M's margins, 200 units")
        #expect(abs(symbol.run.frame.minY + 90 / 70 * cap) < 0.001, "the ink's top 90 units above the baseline")
        #expect(abs(symbol.run.frame.height - 100 / 70 * cap) < 0.001)
        #expect(symbol.run.baseline.map { abs($0 - 90 / 70 * cap) < 0.001 } == true)
        let font = Typeface(size: 17)
        let expected = engine.width(of: "Hg ", font: font) + 200 / 70 * cap + engine.width(of: " x", font: font)
        // Measured apart, each piece drops its last character's tracking (SF Pro's table: -0.43 pt at 17 pt).
        #expect(abs(engine.width(of: line.content) - expected) < 1, "the text is as wide as its pieces")

        // Bold text: the bold drawing, 240 units between its margins.
        let bold = try #require(runs(list(node.fontWeight(.bold))).first.flatMap { symbols($0).first })
        #expect(bold.run.weight == .bold && abs(bold.run.frame.width - 240 / 70 * cap) < 0.001)

        // A width that holds "Hg " but not the symbol after it: the symbol starts the second line.
        let narrow = runs(
            list(
                node.frame(width: engine.width(of: "Hg x", font: font) + 1).fixedSize(horizontal: false, vertical: true)
            ))
        #expect(narrow.count >= 2)
        #expect(
            narrow.first.map { symbols($0).isEmpty } == true && narrow.dropFirst().contains { !symbols($0).isEmpty })
    }

    @Test func withoutATemplateTheIconFontSquareIsCentredOnTheCapHeight() throws {
        // `iphone` has no measured SF frame (Docs/Symbols.md, "Frames of the stand-ins").
        let node = (Words("Rain ") + Symbol("iphone")).font(Typeface(size: 16))
        let line = try #require(runs(list(node, templates: false)).first)
        let symbol = try #require(symbols(line).first)
        let cap = LineMetrics(size: 16).capHeight
        #expect(symbol.run.frame.size == CGSize(width: 20, height: 20), "1.25 em of 16 pt")
        #expect(abs(symbol.run.frame.midY + cap / 2) < 0.001, "its middle half the cap height above the baseline")
        #expect(symbol.run.baseline == nil)
        #expect(DisplayList(size: .zero, items: [.text(line)]).items.symbolNames == ["iphone"])
        // VoiceOver reads the symbol by its label, as it reads a symbol alone.
        let result = Layout.layout(
            node, in: CGSize(width: 300, height: 100), environment: WidgetEnvironment(), textEngine: engine,
            resources: ResolvedResources())
        #expect(result.accessibilityElements().map(\.label) == ["Rain iphone"])
    }

    @Test func withoutATemplateAMeasuredStandInSitsOnTheBaselineInSFsFrame() throws {
        let node = (Words("Rain ") + Symbol("cloud.rain.fill")).font(Typeface(size: 16))
        let line = try #require(runs(list(node, templates: false)).first)
        let symbol = try #require(symbols(line).first)
        // SF's cloud.rain.fill at 16 pt: 17.83 × 21.36, its baseline 16.25 below the frame's top.
        #expect(abs(symbol.run.frame.width - 17.8335) < 0.001 && abs(symbol.run.frame.height - 21.3623) < 0.001)
        #expect(abs((symbol.run.baseline ?? 0) - 16.2542) < 0.001)
        #expect(abs(symbol.run.frame.minY + 16.2542) < 0.001, "the frame's top that far above the text baseline")
    }

    @Test func theSymbolTakesTheTextColourAndDrawsInItsBox() throws {
        // One template unit a point: the symbol's box is 200 × 100 pt, the ink 20 above the cap line.
        let size = CGSize(width: 300, height: 120)
        let node = Layers(alignment: .topLeading) {
            (Words("I") + Symbol("levels")).font(Typeface(size: SymbolWidgetTests.unitFont)).foregroundStyle(
                .hex(0x0000FF)
            ).named("t")
            Fill(.clear).frame(width: size.width, height: size.height)
        }.node
        let drawn = list(node, size: size)
        let line = try #require(runs(drawn).first)
        let bitmap = try renderer.bitmap(drawn, scale: 1)
        let left = line.origin.x + engine.width(of: "I", font: Typeface(size: SymbolWidgetTests.unitFont))
        // Regular-M's first square: template x 100…170 (10 right of the left margin), cap line to baseline.
        let inside = bitmap.pixel(x: Int(left + 45), y: Int(line.origin.y - 35))
        #expect(
            inside.blue > 240 && inside.red < 10 && inside.alpha > 240,
            "the text's blue inside the square, got \(inside)")
        let gap = bitmap.pixel(x: Int(left + 5), y: Int(line.origin.y - 35))
        #expect(gap.alpha < 10, "the margin left of the ink is empty, got \(gap)")
    }
}
