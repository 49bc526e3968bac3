import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Italics of the stand-ins that have no italic face (DejaVu Sans Mono for `.monospaced`,
/// DejaVu Serif for `.serif`) are slanted by the private configuration's rule, as iOS draws
/// SF Mono Italic (Docs/Fonts.md, "Italics without an italic face").
@Suite struct SyntheticItalicTests {
    let renderer: CairoRenderer

    init() throws {
        renderer = try CairoRenderer()
    }

    /// The left edge of a vertical stem's ink, in pixels, on each row that has ink.
    func leftEdges(_ bitmap: Bitmap) -> [(y: Int, x: Int)] {
        (0..<bitmap.height).compactMap { y in
            (0..<bitmap.width).first { bitmap.pixel(x: $0, y: y).alpha >= 128 }.map { (y, $0) }
        }
    }

    /// How far the stem's left edge moves right per row going up: 0 for an upright stem.
    func lean(of text: String, design: Typeface.Design, italic: Bool) throws -> Double {
        var font = Typeface.system(size: 60, design: design)
        font.isItalic = italic
        let list = DisplayList(
            size: CGSize(width: 80, height: 80),
            items: [.text(TextRun(text: text, font: font, origin: CGPoint(x: 20, y: 70), color: .black))])
        let edges = leftEdges(try renderer.bitmap(list, scale: 1))
        // The middle half of the stem, clear of serifs and rounded ends.
        let rows = edges.count
        let top = try #require(edges.dropFirst(rows / 4).first)
        let bottom = try #require(edges.dropLast(rows / 4).last)
        return Double(top.x - bottom.x) / Double(bottom.y - top.y)
    }

    @Test(arguments: [Typeface.Design.monospaced, .serif])
    func italicsOfAFaceWithoutItalicsLeanTenDegrees(design: Typeface.Design) throws {
        #expect(abs(try lean(of: "l", design: design, italic: false)) < 0.03)
        // 0.176 = tan(10°), SF Mono Italic's lean in iOS's render; ±0.04 for the pixel rows.
        #expect(abs(try lean(of: "l", design: design, italic: true) - 0.176) < 0.04)
    }

    @Test func theSlantKeepsTheAdvances() throws {
        let engine = try PangoTextEngine()
        var italic = Typeface.system(size: 17, design: .monospaced)
        italic.isItalic = true
        let upright = Typeface.system(size: 17, design: .monospaced)
        #expect(engine.width(of: "Body Monospaced", font: italic) == engine.width(of: "Body Monospaced", font: upright))
    }

    @Test func aFaceWithItsOwnItalicIsNotSlantedAgain() throws {
        // Inter has an italic cut: its own lean (about 0.17), not that plus the synthetic shear.
        let own = try lean(of: "l", design: .default, italic: true)
        #expect(own > 0.1 && own < 0.25)
    }
}
