import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// `strikethrough` and `underline`: lines Pango draws through the middle of text and under its
/// baseline, in the given colour or the text's, taking no room (Docs/SwiftUI.md, "Text decorations").
@Suite struct TextDecorationTests {
    let engine = try! PangoTextEngine()
    let renderer = try! CairoRenderer()
    static let size = CGSize(width: 300, height: 80)
    static let font = Typeface(size: 40)

    /// The display list of `node` laid out at the top left of the canvas.
    func list(_ node: Node) -> DisplayList {
        let result = Layout.layout(
            Layers(alignment: .topLeading) { node }.frame(width: Self.size.width, height: Self.size.height).node,
            in: Self.size, environment: WidgetEnvironment(), textEngine: engine)
        return DisplayListBuilder.build(result, canvas: Self.size)
    }

    func runs(_ list: DisplayList) -> [TextRun] {
        list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Rows (in points) where at least `fraction` of the columns `columns` hold `isLine` pixels.
    func lineRows(
        _ bitmap: Bitmap, scale: Double, columns: Range<Int>, fraction: Double = 0.9,
        _ isLine: (Bitmap.Pixel) -> Bool
    ) -> [Double] {
        (0..<bitmap.height).filter { y in
            let hits = columns.filter { isLine(bitmap.pixel(x: $0, y: y)) }.count
            return Double(hits) >= fraction * Double(columns.count)
        }.map { Double($0) / scale }
    }

    static func isRed(_ p: Bitmap.Pixel) -> Bool { p.red > 200 && p.green < 80 && p.blue < 80 && p.alpha > 200 }
    static func isBlue(_ p: Bitmap.Pixel) -> Bool { p.blue > 200 && p.red < 80 && p.green < 80 && p.alpha > 200 }

    /// Blue "H  H" (two spaces, so a line shows between the letters) with `decorate` applied.
    func decorated(_ decorate: (Words) -> Node) -> Node {
        decorate(Words("H  H")).font(Self.font).foregroundStyle(.hex(0x0000FF))
    }

    @Test(arguments: [1.0, 2, 3])
    func aStrikethroughCrossesTheMiddleInItsColour(scale: Double) throws {
        let drawn = list(decorated { $0.strikethrough(color: .hex(0xFF0000)) })
        let run = try #require(runs(drawn).first)
        let bitmap = try renderer.bitmap(drawn, scale: scale)
        let width = engine.width(of: "H  H", font: Self.font)
        // Across the whole text, the letters included: a red line drawn over them.
        let columns = Int((run.origin.x + 2) * scale)..<Int((run.origin.x + width - 2) * scale)
        let rows = lineRows(bitmap, scale: scale, columns: columns, Self.isRed)
        #expect(!rows.isEmpty, "a red line across the text at \(scale)×")
        let cap = Self.font.size * 1443 / 2048
        for row in rows {
            #expect(row > run.origin.y - cap * 0.65 && row < run.origin.y - cap * 0.2, "\(row) in the middle")
        }
    }

    @Test(arguments: [1.0, 2, 3])
    func anUnderlineRunsUnderTheBaseline(scale: Double) throws {
        let drawn = list(decorated { $0.underline(color: .hex(0xFF0000)) })
        let run = try #require(runs(drawn).first)
        let bitmap = try renderer.bitmap(drawn, scale: scale)
        let width = engine.width(of: "H  H", font: Self.font)
        let columns = Int((run.origin.x + 2) * scale)..<Int((run.origin.x + width - 2) * scale)
        let rows = lineRows(bitmap, scale: scale, columns: columns, Self.isRed)
        #expect(!rows.isEmpty, "a red line under the text at \(scale)×")
        for row in rows {
            #expect(row >= run.origin.y && row < run.origin.y + Self.font.size * 0.25, "\(row) under the baseline")
        }
    }

    @Test(arguments: [1.0, 2])
    func withoutAColourTheLineTakesTheTexts(scale: Double) throws {
        // One colour throughout: at 1× the glyphs and the line fill as one outline path.
        let drawn = list(decorated { $0.strikethrough() })
        let run = try #require(runs(drawn).first)
        let bitmap = try renderer.bitmap(drawn, scale: scale)
        // The gap between the letters (the two spaces) holds only the line.
        let h = engine.width(of: "H", font: Self.font), space = engine.width(of: "  ", font: Self.font)
        let columns = Int((run.origin.x + h + 2) * scale)..<Int((run.origin.x + h + space - 2) * scale)
        #expect(!lineRows(bitmap, scale: scale, columns: columns, Self.isBlue).isEmpty, "a blue line between the Hs")
        #expect(lineRows(bitmap, scale: scale, columns: columns, Self.isRed).isEmpty)
    }

    @Test func inactiveDecorationsDrawNothingAndNoneTakeRoom() throws {
        let plain = list(decorated { $0.node })
        #expect(list(decorated { $0.strikethrough(false).underline(false) }) == plain)
        let both = list(decorated { $0.strikethrough(color: .hex(0xFF0000)).underline(color: .hex(0xFF0000)) })
        // The same line in the same place: decorations change no measurement.
        let (a, b) = (try #require(runs(plain).first), try #require(runs(both).first))
        #expect(a.origin == b.origin && a.text == b.text && a.font == b.font)
        let bitmap = try renderer.bitmap(plain, scale: 2)
        let columns = 0..<bitmap.width
        #expect(lineRows(bitmap, scale: 2, columns: columns, fraction: 0.01, Self.isRed).isEmpty)
        let lines = lineRows(try renderer.bitmap(both, scale: 2), scale: 2, columns: columns, fraction: 0.2, Self.isRed)
        #expect(lines.contains { $0 < a.origin.y } && lines.contains { $0 > a.origin.y }, "both lines: \(lines)")
    }

    @Test func aJoinedTextKeepsEachPartsDecoration() throws {
        let node = (Words("Done").strikethrough(color: .hex(0xFF0000)) + Words(" next"))
            .font(Self.font).foregroundStyle(.hex(0x0000FF))
        let drawn = list(node)
        let run = try #require(runs(drawn).first)
        #expect(run.spans.count == 2)
        #expect(run.spans.first?.strikethrough == TextDecoration(color: RGBA(hex: 0xFF0000)))
        #expect(run.spans.last?.strikethrough == nil)
        let bitmap = try renderer.bitmap(drawn, scale: 2)
        let done = engine.width(of: "Done", font: Self.font)
        let first = Int((run.origin.x + 2) * 2)..<Int((run.origin.x + done - 2) * 2)
        let rest = Int((run.origin.x + done + 2) * 2)..<Int((run.origin.x + engine.width(of: run.content) - 2) * 2)
        #expect(!lineRows(bitmap, scale: 2, columns: first, Self.isRed).isEmpty, "the first part struck through")
        #expect(lineRows(bitmap, scale: 2, columns: rest, fraction: 0.01, Self.isRed).isEmpty, "the rest is not")
    }

    @Test func svgDrawsTheLines() throws {
        let svg = String(
            decoding: try renderer.svg(list(decorated { $0.underline(color: .hex(0xFF0000)) })), as: UTF8.self)
        #expect(svg.contains("rgb(100%,0%,0%)"), "the red underline is in the SVG")
        let plain = String(decoding: try renderer.svg(list(decorated { $0.node })), as: UTF8.self)
        #expect(!plain.contains("rgb(100%,0%,0%)"))
    }
}
