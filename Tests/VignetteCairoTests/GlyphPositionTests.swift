import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Under 2× text is drawn as glyph outlines at its exact position; from 2× as Cairo's glyph masks,
/// which land on whole pixels (Docs/Fonts.md, "Glyph positions").
@Suite struct GlyphPositionTests {
    let renderer: CairoRenderer

    init() throws {
        renderer = try CairoRenderer()
    }

    /// The ink's horizontal centre in pixels, weighted by coverage.
    func inkCentre(_ bitmap: Bitmap) -> Double {
        var mass = 0.0, moment = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = Double(bitmap.pixel(x: x, y: y).alpha)
                mass += alpha
                moment += alpha * (Double(x) + 0.5)
            }
        }
        return moment / mass
    }

    /// `text` in `body` size with its origin at `x` points, drawn at `scale`. One glyph, so that a
    /// mask's rounding is not averaged away over glyphs at other fractions of a pixel.
    func centre(x: CGFloat, scale: Double, text: String = "H") throws -> Double {
        let list = DisplayList(
            size: CGSize(width: 160, height: 30),
            items: [.text(TextRun(text: text, font: .system(size: 17), origin: CGPoint(x: x, y: 22), color: .black))])
        return inkCentre(try renderer.bitmap(list, scale: scale))
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func atOneTimesTheInkMovesByTheFractionOfAPixel(fraction: Double) throws {
        let whole = try centre(x: 10, scale: 1)
        let moved = try centre(x: 10 + CGFloat(fraction), scale: 1)
        // A glyph mask moves by 0 or 1 px; the outline by the fraction (within Cairo's
        // rasterizer's sampling, measured at most 0.11 px off).
        #expect(abs((moved - whole) - fraction) < 0.15)
    }

    @Test(arguments: [0.1, 0.2])
    func atThreeTimesGlyphsStayOnWholePixels(points: Double) throws {
        // 0.3 and 0.6 px at 3×: the mask moves by a whole pixel or not at all.
        let whole = try centre(x: 10, scale: 3)
        let moved = try centre(x: 10 + CGFloat(points), scale: 3)
        let shift = moved - whole
        #expect(abs(shift - shift.rounded()) < 0.03)
        #expect(abs(shift - (points * 3).rounded()) < 0.03)
    }

    @Test func theRuleChangesAtTwoTimes() {
        #expect(!GlyphPositionRule.outlines(atPixelsPerPoint: 2))
        #expect(GlyphPositionRule.outlines(atPixelsPerPoint: 1.5))
    }

    @Test func emojiKeepTheirColourAtOneTimes() throws {
        #expect(GlyphPositionRule.mayHoldColorGlyphs("Hi 👋"))
        #expect(GlyphPositionRule.mayHoldColorGlyphs("❤️"))
        #expect(!GlyphPositionRule.mayHoldColorGlyphs("Hamburgefonstiv 123 #"))
        let list = DisplayList(
            size: CGSize(width: 60, height: 30),
            items: [.text(TextRun(text: "👋", font: .system(size: 17), origin: CGPoint(x: 10.5, y: 22), color: .black))])
        let bitmap = try renderer.bitmap(list, scale: 1)
        let coloured = (0..<bitmap.height).contains { y in
            (0..<bitmap.width).contains { x in
                let p = bitmap.pixel(x: x, y: y)
                return p.alpha > 128 && max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 60
            }
        }
        #expect(coloured)
    }

    @Test func vectorOutputKeepsItsGlyphs() throws {
        // SVG is drawn at 1 unit per point; only pixels take the outlines.
        let list = DisplayList(
            size: CGSize(width: 60, height: 30),
            items: [.text(TextRun(text: "Hi", font: .system(size: 17), origin: CGPoint(x: 10.5, y: 22), color: .black))]
        )
        let svg = String(decoding: try renderer.svg(list), as: UTF8.self)
        #expect(svg.contains("glyph"))
    }
}
