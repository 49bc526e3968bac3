import Foundation
import Testing
import Vignette
import VignettePNG
@testable import VignetteCairo

/// A widget's symbol settings reaching an SF Symbols template, and layout from the template's guides
/// (Docs/Symbols.md): weight, scale, rendering mode, palette colours and variable value; the box
/// between the margins and the baseline shared with the text beside it.
@Suite struct SymbolWidgetTests {
    /// Written by hand for these tests, in the layout of an SF Symbols template: three layers (two
    /// squares and a bar that pokes 20 units above the cap line and 10 below the baseline), a wider
    /// bold drawing, and one square at the small and large scales. Every scale's cap line is 70
    /// units above its baseline.
    static let levels = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="600">
          <style>
            .monochrome-0 {fill:#000000}
            .monochrome-1 {fill:#000000}
            .monochrome-2 {fill:#000000;-sfsymbols-variable-threshold:0.5}
            .multicolor-0:systemGreenColor {fill:#00FF00}
            .multicolor-1:tintColor {fill:#007AFF}
            .multicolor-2:systemRedColor {fill:#FF0000;-sfsymbols-variable-threshold:0.5}
            .hierarchical-0:primary {fill:#000000}
            .hierarchical-1:secondary {fill:#000000}
            .hierarchical-2:tertiary {fill:#000000;-sfsymbols-variable-threshold:0.5}
          </style>
          <g id="Notes"><text id="template-version">Template v.4.0</text></g>
          <g id="Guides">
            <line id="Baseline-S" x1="0" x2="400" y1="150" y2="150"/>
            <line id="Capline-S" x1="0" x2="400" y1="80" y2="80"/>
            <line id="Baseline-M" x1="0" x2="400" y1="350" y2="350"/>
            <line id="Capline-M" x1="0" x2="400" y1="280" y2="280"/>
            <line id="Baseline-L" x1="0" x2="400" y1="550" y2="550"/>
            <line id="Capline-L" x1="0" x2="400" y1="480" y2="480"/>
            <line id="left-margin-Regular-M" x1="90" x2="90" y1="250" y2="370"/>
            <line id="right-margin-Regular-M" x1="290" x2="290" y1="250" y2="370"/>
            <line id="left-margin-Bold-M" x1="90" x2="90" y1="250" y2="370"/>
            <line id="right-margin-Bold-M" x1="330" x2="330" y1="250" y2="370"/>
          </g>
          <g id="Symbols">
            <g id="Regular-S"><path class="monochrome-0" d="M100 100 H150 V150 H100 Z"/></g>
            <g id="Regular-M">
              <path class="monochrome-0 multicolor-0:systemGreenColor hierarchical-0:primary" d="M100 280 H170 V350 H100 Z"/>
              <path class="monochrome-1 multicolor-1:tintColor hierarchical-1:secondary" d="M180 280 H250 V350 H180 Z"/>
              <path class="monochrome-2 multicolor-2:systemRedColor hierarchical-2:tertiary" d="M260 260 H280 V360 H260 Z"/>
            </g>
            <g id="Bold-M"><path class="monochrome-0" d="M100 280 H320 V350 H100 Z"/></g>
            <g id="Regular-L"><path class="monochrome-0" d="M100 460 H200 V560 H100 Z"/></g>
          </g>
        </svg>
        """#

    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let templates: [String: SymbolTemplate]

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-widget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.levels.utf8).write(to: folder.appendingPathComponent("levels.svg"))
        templates = try SymbolTemplate.folder(atPath: folder.path)
        try? FileManager.default.removeItem(at: folder)
        renderer.symbolTemplates = templates
    }

    var resources: ResolvedResources { ResolvedResources(symbols: SymbolTemplate.catalog(with: templates)) }

    func layout(_ node: Node, size: CGSize = CGSize(width: 400, height: 200)) -> LayoutResult {
        Layout.layout(node, in: size, environment: WidgetEnvironment(), textEngine: engine, resources: resources)
    }

    /// The font size whose cap height is 70 pt: one template unit a point.
    static let unitFont = 70 * 2048 / 1443.0

    /// `node` drawn at 1 px a point on a transparent 240 × 100 canvas.
    func pixels(_ node: Node) throws -> Bitmap {
        let size = CGSize(width: 240, height: 100)
        let list = DisplayListBuilder.build(layout(node, size: size), canvas: size)
        return try renderer.bitmap(list, scale: 1)
    }

    /// The symbol alone at one unit a point, its box (200 × 100 for the regular weight) at the corner.
    func symbol(_ build: (Node) -> Node = { $0 }, value: Double? = nil) -> Node {
        Layers(alignment: .topLeading) {
            build(Symbol("levels", variableValue: value).node)
            Fill(.clear).frame(width: 240, height: 100)
        }.font(Typeface(size: Self.unitFont)).foregroundStyle(.hex(0xFF0000))
    }

    // MARK: Layout from the guides

    @Test func theBoxSpansTheMarginsAndTheInkAndSitsOnTheTextBaseline() throws {
        let cap = LineMetrics(size: 17).capHeight
        let row = Row(alignment: .firstTextBaseline, spacing: 0) {
            Symbol("levels").named("symbol")
            Words("Hg").named("text")
        }.font(Typeface(size: 17))
        let result = layout(row.node)
        let frame = try #require(result.frame(named: "symbol"))
        #expect(abs(frame.width - 200 / 70 * cap) < 0.001, "left to right margin, 200 units")
        #expect(abs(frame.height - 100 / 70 * cap) < 0.001, "ink from 20 above the cap line to 10 below the baseline")
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 400, height: 200))
        let baseline = try #require(
            list.items.compactMap { item -> CGFloat? in
                if case .text(let run) = item { return run.origin.y } else { return nil }
            }.first)
        #expect(abs(frame.minY + 90 / 70 * cap - baseline) < 0.001, "the baseline guide on the text's baseline")
    }

    @Test func weightAndScaleChooseTheVariantAndItsBox() throws {
        let cap = LineMetrics(size: 17).capHeight
        func width(_ build: (Node) -> Node) throws -> CGRect {
            try #require(layout(build(Symbol("levels").named("s").node).font(Typeface(size: 17))).frame(named: "s"))
        }
        #expect(abs(try width { $0.fontWeight(.bold) }.width - 240 / 70 * cap) < 0.001, "Bold-M's margins")
        #expect(
            abs(try width { $0.font(Typeface(size: 17, weight: .semibold)) }.width - 240 / 70 * cap) < 0.001,
            "semibold: the nearest weight, bold")
        let large = try width { $0.imageScale(.large) }
        #expect(
            abs(large.width - 100 / 70 * cap) < 0.001 && abs(large.height - 100 / 70 * cap) < 0.001, "Regular-L's ink")
        let small = try width { $0.imageScale(.small) }
        #expect(
            abs(small.width - 50 / 70 * cap) < 0.001 && abs(small.height - 50 / 70 * cap) < 0.001, "Regular-S's ink")
    }

    @Test func withoutATemplateAStandInHasTheSFSymbolsFrameAndAnUnmeasuredOneTheSquare() throws {
        let node = Symbol("cloud.fill").named("s").node.font(Typeface(size: 16))
        let frame = try #require(layout(node).frame(named: "s"))
        #expect(abs(frame.width - 18.6688) < 0.001 && abs(frame.height - 15.6986) < 0.001, "SF's cloud.fill at 16 pt")
        let square = try #require(layout(Symbol("iphone").named("s").node.font(Typeface(size: 16))).frame(named: "s"))
        #expect(square.size == CGSize(width: 20, height: 20), "1.25 em of 16 pt: no measurement for iphone")
    }

    // MARK: Drawing what the widget asks for

    @Test func monochromeAndHierarchical() throws {
        let mono = try pixels(symbol())
        // Box corner = (left margin 90, ink top 260): squares at x 10…80 and 90…160, the bar at 170…190, y 0…100.
        #expect(mono.pixel(x: 40, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(mono.pixel(x: 120, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(
            mono.pixel(x: 180, y: 5) == .init(red: 255, green: 0, blue: 0, alpha: 255), "the bar above the cap line")
        #expect(mono.pixel(x: 40, y: 10).alpha == 0, "nothing above the square's cap line")
        #expect(mono.pixel(x: 85, y: 50).alpha == 0, "the gap between the squares")
        let hierarchical = try pixels(symbol { $0.symbolRendering(.hierarchical) })
        #expect(hierarchical.pixel(x: 40, y: 50).alpha == 255)
        #expect(hierarchical.pixel(x: 120, y: 50).alpha == 153, "secondary at 0.6")
        #expect((76...77).contains(hierarchical.pixel(x: 180, y: 50).alpha), "tertiary at 0.3")
    }

    @Test func paletteTakesTheForegroundLevels() throws {
        let three = try pixels(
            symbol { $0.symbolRendering(.palette).foregroundStyle(.hex(0xFF0000), .hex(0x00FF00), .hex(0x0000FF)) })
        #expect(three.pixel(x: 40, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(three.pixel(x: 120, y: 50) == .init(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(three.pixel(x: 180, y: 50) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        let two = try pixels(symbol { $0.symbolRendering(.palette).foregroundStyle(.hex(0xFF0000), .hex(0x00FF00)) })
        #expect(
            (76...77).contains(two.pixel(x: 180, y: 50).alpha), "no tertiary given: derived from the primary at 0.3")
        #expect(two.pixel(x: 180, y: 50).red == 255)
        let levelsWithoutPalette = try pixels(symbol { $0.foregroundStyle(.hex(0xFF0000), .hex(0x00FF00)) })
        #expect(
            levelsWithoutPalette.pixel(x: 120, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255),
            "the levels colour layers only in palette mode")
    }

    @Test func multicolorUsesTheTemplateColours() throws {
        let multi = try pixels(symbol { $0.symbolRendering(.multicolor) })
        #expect(multi.pixel(x: 40, y: 50) == .init(red: 0, green: 255, blue: 0, alpha: 255), "systemGreenColor")
        #expect(
            multi.pixel(x: 120, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255), "tintColor: the foreground")
        #expect(multi.pixel(x: 180, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255), "systemRedColor")
    }

    @Test func theVariableValueDimsTheLayersItDoesNotReach() throws {
        let low = try pixels(symbol(value: 0.3))
        #expect(low.pixel(x: 40, y: 50).alpha == 255, "a layer without a threshold stays on")
        #expect((76...77).contains(low.pixel(x: 180, y: 50).alpha), "threshold 0.5 not passed")
        let high = try pixels(symbol(value: 0.7))
        #expect(high.pixel(x: 180, y: 50).alpha == 255)
    }

    @Test func boldDrawsTheBoldVariant() throws {
        let bold = try pixels(symbol { $0.fontWeight(.bold) })
        #expect(bold.pixel(x: 85, y: 50).alpha == 255, "one wide square, no gap")
        #expect(bold.pixel(x: 225, y: 50).alpha == 255, "to 320 − 90 = 230")
        #expect(bold.pixel(x: 235, y: 50).alpha == 0)
    }
}

/// `$VIGNETTE_SYMBOLS`, the snapshot strategy's `--symbols` (Docs/Symbols.md).
@Suite struct SymbolFolderVariableTests {
    @Test func theVariableNamesTheFolderAndAMissingOneIsNamed() throws {
        #expect(try SymbolTemplate.sharedForEnvironment([:]).isEmpty)
        #expect(try SymbolTemplate.sharedForEnvironment([SymbolTemplate.folderVariable: ""]).isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "symbols-variable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SymbolWidgetTests.levels.utf8).write(to: folder.appendingPathComponent("levels.svg"))
        let read = try SymbolTemplate.sharedForEnvironment([SymbolTemplate.folderVariable: folder.path])
        #expect(read.keys.sorted() == ["levels"])
        let missing = folder.path + "/none"
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "symbols folder", path: missing, base: nil,
                origin: "$VIGNETTE_SYMBOLS", reason: "No such folder")
        ) {
            try SymbolTemplate.sharedForEnvironment([SymbolTemplate.folderVariable: missing])
        }
    }
}
