import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Weights a template does not draw, interpolated between the ones it does (Docs/Symbols.md,
/// "Weights between the masters"), or the nearest drawing with a note when the paths differ.
@Suite struct SymbolInterpolationTests {
    /// Written by hand for these tests: the three masters of a variable template (Ultralight-S,
    /// Regular-S, Black-S), one square and one curve each, the same commands in all three; at the
    /// medium scale two drawings whose paths differ (one path against two).
    static let masters = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
          <line id="Baseline-S" y1="150"/><line id="Capline-S" y1="80"/>
          <line id="Baseline-M" y1="250"/><line id="Capline-M" y1="180"/>
          <line id="Baseline-L" y1="350"/><line id="Capline-L" y1="280"/>
          <line id="left-margin-Regular-S" x1="90"/><line id="right-margin-Regular-S" x1="170"/>
          <line id="left-margin-Black-S" x1="80"/><line id="right-margin-Black-S" x1="200"/>
          <g id="Symbols">
            <g id="Ultralight-S"><path d="M100 80 H160 V150 H100 Z M110 90 C120 95 130 95 140 90"/></g>
            <g id="Regular-S"><path d="M100 80 H160 V150 H100 Z M110 90 C120 100 130 100 140 90"/></g>
            <g id="Black-S"><path d="M90 70 H190 V150 H90 Z M105 85 C120 110 135 110 150 85"/></g>
            <g id="Regular-M"><path d="M100 180 H160 V250 H100 Z"/></g>
            <g id="Black-M"><path d="M100 180 H190 V250 H100 Z"/><path d="M195 180 H199 V250 H195 Z"/></g>
          </g>
        </svg>
        """#

    func template() throws -> SymbolTemplate {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("masters-\(UUID().uuidString).svg")
        try Data(Self.masters.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try SymbolTemplate.load(contentsOf: file.path)
    }

    @Test func semiboldLiesBetweenRegularAndBlackAsTheWeightClassesSay() throws {
        let template = try template()
        let semibold = template.variant(weight: .semibold, scale: .small)
        #expect(semibold.weight == .semibold, "made, not the nearest drawing")
        // Semibold (600) is 0.4 of the way from Regular (400) to Black (900).
        let regular = SymbolPathData("M100 80 H160 V150 H100 Z M110 90 C120 100 130 100 140 90")
        let black = SymbolPathData("M90 70 H190 V150 H90 Z M105 85 C120 110 135 110 150 85")
        let made = SymbolPathData(try #require(semibold.shapes.first).path)
        #expect(made.commands.map(\.letter) == ["M", "H", "V", "H", "Z", "M", "C"])
        for (m, (r, b)) in zip(made.commands, zip(regular.commands, black.commands)) {
            for (value, (low, high)) in zip(m.numbers, zip(r.numbers, b.numbers)) {
                #expect(abs(value - (low + (high - low) * 0.4)) < 1e-6)
                #expect(min(low, high) <= value && value <= max(low, high))
            }
        }
        #expect(made.text == "M 96 76 H 172 V 150 H 96 Z M 108 88 C 120 104 132 104 144 88")
        let margins = try #require(semibold.margins)
        #expect(margins.left == 86 && margins.right == 182, "margins 0.4 of the way too")
        // Light (300) is 2/3 of the way from Ultralight (100) to Regular (400).
        let light = SymbolPathData(try #require(template.variant(weight: .light, scale: .small).shapes.first).path)
        let curve = [120, 95 + 5 * 2.0 / 3, 130, 95 + 5 * 2.0 / 3, 140, 90]
        #expect(light.commands[6].numbers.count == curve.count)
        #expect(
            zip(light.commands[6].numbers, curve).allSatisfy { abs($0 - $1) < 1e-4 }, "four decimals: \(light.text)")
    }

    @Test func incompatibleDrawingsFallBackToTheNearestWithANote() throws {
        let template = try template()
        #expect(template.variant(weight: .semibold, scale: .medium).weight == .regular, "600 is nearer 400 than 900")
        #expect(template.variant(weight: .heavy, scale: .medium).weight == .black)
        #expect(
            template.notes == [
                "Medium-M, Semibold-M, Bold-M, Heavy-M drawn as the nearest of Regular-M and Black-M, "
                    + "which cannot be interpolated: different numbers of paths (1 and 2)"
            ])
        // Layout sees the made weights too: semibold small is wider than regular, narrower than black.
        let widths = [Typeface.Weight.regular, .semibold, .black].map {
            template.shape.box(weight: $0, scale: .small, capHeight: 70)!.size.width
        }
        #expect(widths == [80, 96, 120])
    }

    @Test func aScaleTheFileDoesNotDrawIsMadeFromTheNearestThatItDoes() throws {
        let template = try template()
        // No large drawing: Regular-M (ink 60 × 70 units, on the cap line) at 1.29 of its size.
        let made = template.variant(weight: .regular, scale: .large)
        #expect(made.scale == .large && made.transform == "translate(0 350) scale(1.29) translate(0 -250)")
        let box = try #require(template.shape.box(weight: .regular, scale: .large, capHeight: 70))
        #expect(abs(box.size.width - 60 * 1.29) < 0.01 && abs(box.size.height - 70 * 1.29) < 0.01)
        #expect(box.baseline.map { abs($0 - 70 * 1.29) < 0.01 } == true, "the baseline guide moves with it")
        // The small drawings stay as drawn.
        #expect(template.shape.box(weight: .regular, scale: .small, capHeight: 70)?.size.width == 80)
    }
}
