import CCairo
import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// SF Symbols templates (Docs/Symbols.md): reading the guides, variants and layer classes, drawing a
/// variant on the text baseline at the text's cap height, the four colourings and variable values,
/// and a file that is not a template. The templates are written here by hand: two squares.
@Suite struct SymbolTemplateTests {
    static let twoSquares = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- Written by hand for Vignette's tests: two squares in the layout of an SF Symbols template. -->
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
          <style>
            .monochrome-0 {fill:#000000}
            .monochrome-1 {fill:#000000;-sfsymbols-variable-threshold:0.5}
            .multicolor-0:systemRedColor {fill:#FF0000;opacity:1.0}
            .multicolor-1:tintColor {fill:#007AFF;opacity:1.0}
            .hierarchical-0:primary {fill:#000000}
            .hierarchical-1:secondary {fill:#808080}
          </style>
          <g id="Notes"><text id="template-version">Template v.4.0</text></g>
          <g id="Guides">
            <line id="Baseline-S" x1="0" x2="300" y1="60" y2="60"/>
            <line id="Capline-S" x1="0" x2="300" y1="20" y2="20"/>
            <line id="Baseline-M" x1="0" x2="300" y1="130" y2="130"/>
            <line id="Capline-M" x1="0" x2="300" y1="90" y2="90"/>
            <line id="Baseline-L" x1="0" x2="300" y1="190" y2="190"/>
            <line id="Capline-L" x1="0" x2="300" y1="150" y2="150"/>
            <line id="left-margin-Regular-M" x1="10" x2="10" y1="80" y2="140"/>
            <line id="right-margin-Regular-M" x1="80" x2="80" y1="80" y2="140"/>
          </g>
          <g id="Symbols">
            <g id="Regular-M">
              <path class="monochrome-0 multicolor-0:systemRedColor hierarchical-0:primary" d="M10 90 H40 V130 H10 Z"/>
              <path class="monochrome-1 multicolor-1:tintColor hierarchical-1:secondary" d="M50 90 H80 V130 H50 Z"/>
            </g>
            <g id="Black-M" transform="matrix(1 0 0 1 100 0)">
              <path class="monochrome-0" d="M10 90 H80 V130 H10 Z"/>
            </g>
          </g>
        </svg>
        """#

    static let notATemplate = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- An ordinary SVG picture, not a symbol template. -->
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
          <g id="Regular-M"><path d="M0 0 H20 V20 Z"/></g>
          <line id="Baseline-M" x1="0" x2="20" y1="18" y2="18"/>
        </svg>
        """#

    /// Writes `text` to a new file named `name` and returns its path.
    func file(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Draws the template on a transparent 120 × 160 canvas and returns the pixel reader.
    func render(
        _ coloring: SymbolColoring, value: Double? = nil, capHeight: Double = 40, x: Double = 10,
        baselineY: Double = 130, weight: Typeface.Weight = .regular
    ) throws -> (SymbolPixels, Double) {
        let template = try SymbolTemplate.load(contentsOf: try file(Self.twoSquares, named: "two.squares.svg"))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 160)!
        let cr = cairo_create(surface)!
        let width = template.draw(
            weight: weight, scale: .medium, coloring: coloring, foreground: .black, variableValue: value,
            capHeight: capHeight, x: x, baselineY: baselineY, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return (SymbolPixels(surface), width)
    }

    @Test func readsGuidesVariantsAndLayers() throws {
        let template = try SymbolTemplate.load(contentsOf: try file(Self.twoSquares, named: "two.squares.svg"))
        #expect(template.baselines == [.small: 60, .medium: 130, .large: 190])
        #expect(template.caplines == [.small: 20, .medium: 90, .large: 150])
        // The drawn variants, then the small and large scales made from them (SymbolInterpolationTests).
        #expect(
            template.variants.map { "\($0.weight)-\($0.scale.rawValue)" }
                == ["regular-M", "black-M", "regular-S", "black-S", "regular-L", "black-L"])
        let shapes = template.variant(weight: .regular, scale: .medium).shapes
        #expect(shapes.map(\.level) == [0, 1])
        #expect(shapes.map(\.colorName) == ["systemRedColor", "tintColor"])
        #expect(shapes[0].templateColor == RGBA(hex: 0xFF0000))
        #expect(shapes.map(\.threshold) == [nil, 0.5])
        // The nearest weight stands in for one the template lacks.
        #expect(template.variant(weight: .heavy, scale: .large).weight == .black)
        #expect(template.variant(weight: .light, scale: .small).weight == .regular)
    }

    @Test func sitsOnTheBaselineAtTheCapHeight() throws {
        // Cap height 20 pt halves the template (40 units between the M guides); the baseline guide goes to y 100.
        let (pixels, width) = try render(.monochrome, capHeight: 20, x: 0, baselineY: 100)
        #expect(width == 35, "the margins, 70 units apart, at half size")
        #expect(pixels.alpha(x: 7, y: 81) == 255)
        #expect(pixels.alpha(x: 7, y: 99) == 255)
        #expect(pixels.alpha(x: 7, y: 101) == 0, "nothing below the baseline")
        #expect(pixels.alpha(x: 7, y: 79) == 0, "nothing above the cap line")
        #expect(pixels.alpha(x: 17, y: 90) == 0, "the gap between the squares, from 15 to 20")
        #expect(pixels.alpha(x: 22, y: 90) == 255)
    }

    @Test func colorsEachLayerByTheRenderingMode() throws {
        let green = RGBA(hex: 0x00FF00)
        let mono = try render(.monochrome).0
        #expect(mono.argb(x: 25, y: 110) == 0xFF000000)
        #expect(mono.argb(x: 65, y: 110) == 0xFF000000)
        let hierarchical = try render(.hierarchical).0
        #expect(hierarchical.argb(x: 25, y: 110) == 0xFF000000)
        #expect(hierarchical.alpha(x: 65, y: 110) == 153, "secondary at 0.6")
        let palette = try render(.palette([RGBA(hex: 0xFF0000), green])).0
        #expect(palette.argb(x: 25, y: 110) == 0xFFFF0000)
        #expect(palette.argb(x: 65, y: 110) == 0xFF00FF00)
        let multicolor = try render(.multicolor).0
        #expect(multicolor.argb(x: 25, y: 110) == 0xFFFF0000, "the template's systemRedColor")
        #expect(multicolor.argb(x: 65, y: 110) == 0xFF000000, "tintColor takes the foreground")
    }

    @Test func variableValuesDimTheLayersTheyDoNotReach() throws {
        let low = try render(.monochrome, value: 0.2).0
        #expect(low.alpha(x: 25, y: 110) == 255, "a layer without a threshold stays on")
        #expect((76...77).contains(low.alpha(x: 65, y: 110)), "threshold 0.5 not passed: 0.3 opacity")
        let high = try render(.monochrome, value: 0.8).0
        #expect(high.alpha(x: 65, y: 110) == 255)
    }

    @Test func aFileThatIsNotATemplateNamesWhatIsMissing() throws {
        let svg = try file(Self.notATemplate, named: "badge.svg")
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "symbol template", path: svg, base: nil, origin: "--symbols",
                reason: "not an SF Symbols template: no guide Baseline-S, Capline-S, Capline-M, Baseline-L, Capline-L")
        ) {
            try SymbolTemplate.load(contentsOf: svg)
        }
        let text = try file("just some words", named: "words.svg")
        #expect(throws: (any Error).self) { try SymbolTemplate.load(contentsOf: text) }
        do {
            _ = try SymbolTemplate.load(contentsOf: text)
        } catch let error as VignetteError {
            #expect(error.message.hasPrefix("cannot read symbol template '\(text)': not XML"))
        }
        let guidesOnly = Self.twoSquares.replacingOccurrences(of: "Regular-M", with: "Regular").replacingOccurrences(
            of: "Black-M", with: "Art")
        let noGlyphs = try file(guidesOnly, named: "guides.svg")
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "symbol template", path: noGlyphs, base: nil, origin: "--symbols",
                reason: "not an SF Symbols template: no glyph group named like Regular-M (<Weight>-<S|M|L>)")
        ) {
            try SymbolTemplate.load(contentsOf: noGlyphs)
        }
    }
}

/// The pixels of an ARGB32 Cairo surface (premultiplied), which it frees.
final class SymbolPixels {
    private let surface: OpaquePointer
    init(_ surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    func argb(x: Int, y: Int) -> UInt32 {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let row = cairo_image_surface_get_data(surface)! + y * stride
        return row.withMemoryRebound(to: UInt32.self, capacity: stride / 4) { $0[x] }
    }

    func alpha(x: Int, y: Int) -> Int { Int(argb(x: x, y: y) >> 24) }
}
