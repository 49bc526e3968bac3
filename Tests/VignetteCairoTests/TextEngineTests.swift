import CCairo
import Foundation
import Testing
import Vignette
@testable import VignetteCairo

@Suite struct TextEngineTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    /// The characters of `text` in a line's range.
    func slice(_ text: String, _ line: TextLine) -> String {
        String(decoding: Array(text.utf8)[line.range], as: UTF8.self)
    }

    @Test func helloInBody() {
        // Inter 4.0 (fonts-inter 4.0~beta7): pinned so a font change shows up here first. As the
        // system font it gets SF Pro's 17 pt tracking, -0.442 pt (453/1024) in each of four gaps.
        #expect(abs(engine.width(of: "Hello", font: .custom("Inter", size: 17)) - 40.6875) < 0.001)
        #expect(abs(engine.width(of: "Hello", font: .body) - (40.6875 - 4 * 453 / 1024)) < 0.001)
        #expect(engine.width(of: "", font: .body) == 0)
    }

    @Test(arguments: [9.0, 11, 13, 16, 19.5])
    func widthScalesLinearlyWithSize(size: Double) {
        // Below 20 pt all sizes use Inter's Text cut; only Pango's 1/1024-pt units round. Asked for by
        // family, so without the system font's size-specific tracking.
        let text = "Quarterly revenue 1,234"
        let reference = engine.width(of: text, font: .custom("Inter", size: 17)) / 17
        #expect(abs(engine.width(of: text, font: .custom("Inter", size: size)) - reference * size) < 0.02)
    }

    @Test(arguments: [1.0, 2, 3, 2.5])
    func widthIgnoresTheDeviceScale(scale: Double) throws {
        // A context with a device matrix, as the renderer has at @2x/@3x, measures the same.
        let text = "Ein Wörterbuch, 课程表 and 42"
        let session = try PangoSession(library: .standard())
        var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
        pango_context_set_matrix(session.context, &matrix)
        let scaled = session.withLayout(text, font: .body) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        }
        let plain = engine.width(of: text, font: .body)
        #expect(scaled == plain)
    }

    @Test func weightItalicAndDigitsChangeWidths() {
        let regular = engine.width(of: "Hello", font: .body)
        #expect(engine.width(of: "Hello", font: .body.bold()) > regular)
        #expect(engine.width(of: "Hello", font: .body.weight(.thin)) < regular)
        // Tabular figures: every digit as wide as a zero.
        let mono = Typeface.body.monospacedDigit()
        #expect(engine.width(of: "1111", font: .body) < engine.width(of: "0000", font: .body))
        #expect(engine.width(of: "1111", font: mono) == engine.width(of: "0000", font: mono))
        #expect(
            engine.width(of: "iiii", font: .body.design(.monospaced))
                == engine.width(of: "MMMM", font: .body.design(.monospaced)))
    }

    @Test func latinWrapsBetweenWords() {
        let text = "The quick brown fox jumps over the lazy dog"
        let lines = engine.lines(of: text, font: .body, width: 100)
        #expect(lines.map { slice(text, $0) } == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(lines.allSatisfy { $0.width <= 100 })
    }

    @Test func aWordLongerThanTheWidthBreaksWithoutHyphens() {
        let text = "Supercalifragilisticexpialidocious"
        let lines = engine.lines(of: text, font: .body, width: 80)
        let parts = lines.map { slice(text, $0) }
        #expect(parts.count >= 3)
        #expect(parts.joined() == text)
        #expect(lines.allSatisfy { $0.width <= 80 })
        // Greedy: each line is full, the next character would not have fitted.
        for (part, next) in zip(parts, parts.dropFirst()) {
            #expect(engine.width(of: part + String(next.first!), font: .body) > 80)
        }
    }

    @Test func chineseBreaksBetweenCharacters() {
        // Each ideograph is 1 em: three fit in 60 pt at 17 pt, four do not.
        let text = "高等数学课程在教学楼上课"
        let lines = engine.lines(of: text, font: .body, width: 60)
        #expect(lines.map { slice(text, $0) } == ["高等数", "学课程", "在教学", "楼上课"])
        #expect(lines.allSatisfy { $0.width == 51 })
    }

    @Test func emojiSequencesStayWhole() {
        let family = "👨‍👩‍👧‍👦", flag = "🇨🇳"
        let text = family + flag + family + flag
        // Narrower than one emoji: one cluster per line, never a part of one.
        let lines = engine.lines(of: text, font: .body, width: 10)
        #expect(lines.map { slice(text, $0) } == [family, flag, family, flag])
        let emojiWidth = engine.width(of: family, font: .body)
        #expect(abs(emojiWidth - 17 * 2550 / 2048) < 0.01)  // Noto Color Emoji advance, scaled from its 109 px strike
        #expect(engine.width(of: flag, font: .body) == emojiWidth)
    }

    @Test func explicitNewlinesBreakWithoutAWidth() {
        let text = "Room 301\n\nDr. Wang  \r\nend\n"
        let lines = engine.lines(of: text, font: .body, width: nil)
        #expect(lines.map { slice(text, $0) } == ["Room 301", "", "Dr. Wang", "end", ""])
        #expect(lines.map(\.range) == [0..<8, 9..<9, 10..<18, 22..<25, 26..<26])
        #expect(lines[1].width == 0)
        // width(of:) of text with newlines is the widest line, trailing spaces included.
        #expect(engine.width(of: text, font: .body) == engine.width(of: "Dr. Wang  ", font: .body))
    }

    @Test(arguments: [nil, 40, 75.5, 120, 300] as [CGFloat?])
    func lineRangesAndWidthsAreConsistent(width: CGFloat?) {
        let text = "Linear Algebra  线性代数 in Room B-204 👩🏽‍💻 at 10:15\nThen lunch, then the lab."
        let lines = engine.lines(of: text, font: .callout, width: width)
        var last = 0
        for line in lines {
            #expect(line.range.lowerBound >= last)
            last = line.range.upperBound
            let visible = slice(text, line)
            #expect(visible.last.map { !$0.isWhitespace } ?? true)
            #expect(line.width == engine.width(of: visible, font: .callout))
            if let width { #expect(line.width <= width) }
        }
        // Nothing but white space falls between the lines.
        let joined = lines.map { slice(text, $0) }.joined().filter { !$0.isWhitespace }
        #expect(joined == text.filter { !$0.isWhitespace })
    }

    @Test(arguments: [TextStyle.footnote, .caption2, .body, .title])
    func aMeasuredWidthFitsItsOwnText(style: TextStyle) {
        // Whatever the sign of the system font's tracking at the size (caption2 +, footnote and body -).
        let text = "Office hours 14:00–15:30", font = Typeface.system(style)
        let width = engine.width(of: text, font: font)
        #expect(engine.lines(of: text, font: font, width: width).count == 1)
        #expect(engine.lines(of: text, font: font, width: width - 0.01).count == 2)
        let styled = TextContent(pieces: [(text, TextSpan(range: 0..<0, font: font, tracking: 1.5, color: .black))])
        let styledWidth = engine.width(of: styled)
        #expect(engine.lines(of: styled, width: styledWidth).count == 1)
        #expect(engine.lines(of: styled, width: styledWidth - 0.01).count == 2)
    }

    @Test func enginesOnManyThreadsShareOneLibrary() async throws {
        let fonts = try FontLibrary.standard()
        let text = "周三 Linear Algebra 🎓 room 301"
        let expected = engine.lines(of: text, font: .body, width: 90)
        let results = try await withThrowingTaskGroup(of: [TextLine].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let own = try PangoTextEngine(fonts: fonts)
                    return (0..<50).map { i in
                        own.lines(of: text + String(repeating: " ", count: i % 3), font: .body, width: 90)
                    }.last!
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }

    @Test func manyMeasurementsDoNotLeak() throws {
        // Bypass the cache: each call builds and frees a layout, description and attributes.
        let session = try PangoSession(library: .standard())
        func measure(_ count: Int) {
            for i in 0..<count {
                _ = session.withLayout("Line \(i) 课程 😀", font: .body, width: 50) { pango_layout_get_line_count($0) }
            }
        }
        // A leaked layout is kilobytes: 4,000 of them would grow memory by megabytes.
        #expect(leastMemoryGrowth(rounds: 5) { measure(4_000) } < 1 << 20)
    }
}
