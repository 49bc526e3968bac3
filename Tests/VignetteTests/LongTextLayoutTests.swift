import Foundation
import Testing
@testable import Vignette

/// Setting a long unbroken run: truncating its last shown line measures about a line's worth
/// of text, however long the run (it used to measure the whole rest of the run, then halves
/// of it: twice the run's length for every truncated block).
@Suite struct LongTextLayoutTests {
    /// Every character is half the font size wide; lines break every `perLine` characters
    /// (the texts here have no spaces); `measured` counts the characters asked about.
    final class CountingEngine: TextEngine {
        var measured = 0

        func width(of text: String, font: Typeface) -> CGFloat {
            measured += text.count
            return CGFloat(text.count) * font.size / 2
        }

        func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
            let characters = Array(text)
            let perLine = width.map { max(1, Int(($0 / (font.size / 2)).rounded(.down))) } ?? max(characters.count, 1)
            var lines: [TextLine] = []
            var offset = 0
            for start in stride(from: 0, to: characters.count, by: perLine) {
                let piece = characters[start..<min(start + perLine, characters.count)]
                let bytes = piece.reduce(0) { $0 + $1.utf8.count }
                lines.append(TextLine(range: offset..<(offset + bytes), width: CGFloat(piece.count) * font.size / 2))
                offset += bytes
            }
            return lines
        }
    }

    static let word = String(repeating: "abcdefghij", count: 2_000)  // 20k characters

    func set(_ text: String, mode: TruncationMode, engine: CountingEngine) -> TextBlock {
        var environment = WidgetEnvironment(displayScale: 3)
        environment.lineLimit = 2
        environment.truncationMode = mode
        environment.font = .system(size: 20)
        let setter = TextSetter(engine: engine, environment: LayoutTree.EnvironmentBox(environment))
        return setter.set(TextContent(text, font: .system(size: 20)), Proposal(width: 105, height: nil))
    }

    @Test(arguments: TruncationMode.allCases)
    func truncatingA20kCharacterWordMeasuresAboutALine(mode: TruncationMode) {
        let engine = CountingEngine()
        let block = set(Self.word, mode: mode, engine: engine)
        // 10 pt a character: 10 fit in 105 pt; the last line keeps 9 and the ellipsis.
        let kept = Array(Self.word.dropFirst(10))
        let expected =
            switch mode {
            case .tail: String(kept[..<9]) + "…"
            case .head: "…" + String(kept[(kept.count - 9)...])
            case .middle: String(kept[..<5]) + "…" + String(kept[(kept.count - 4)...])
            }
        #expect(block.lines.map(\.text) == ["abcdefghij", expected])
        #expect(block.isTruncated)
        #expect(block.lines.map(\.width) == [100, 100])
        // Doubling from one character brackets the 9 kept: a few hundred characters measured
        // in all, where searching all 19,990 at once measured 40,026 (the whole rest, then halves).
        #expect(engine.measured < 400, "measured \(engine.measured) characters")
    }

    @Test func aShortTextIsSearchedWholeAsBefore() {
        let engine = CountingEngine()
        let block = set("abcdefghijklmnopqrstuvwxyz", mode: .tail, engine: engine)
        #expect(block.lines.map(\.text) == ["abcdefghij", "klmnopqrs…"])
    }
}

/// Truncating a long text reads only its ends (`truncateLong`): the same cut as reading it all,
/// in every mode, with white space and a second style where the cut falls.
@Suite struct LongTruncationTests {
    @Test(arguments: TruncationMode.allCases)
    func readingTheEndsCutsWhereReadingAllCuts(mode: TruncationMode) {
        var environment = WidgetEnvironment(displayScale: 3)
        environment.truncationMode = mode
        let engine = LongTextLayoutTests.CountingEngine()
        let setter = TextSetter(engine: engine, environment: LayoutTree.EnvironmentBox(environment))
        let bold = TextSpan(range: 0..<0, font: .system(size: 20, weight: .bold), color: .black)
        let plain = TextSpan(range: 0..<0, font: .system(size: 20), color: .black)
        let words = String(repeating: "ab cd  ef\u{301}g ", count: 1_500)
        let content = TextContent(pieces: [("  x y ", bold), (words, plain), ("zz  ", bold)])
        #expect(TextSetter.isLong(content))
        for width in [5, 9.9, 10, 30, 95, 105, 333] as [CGFloat] {
            for force in [true, false] {
                let long = setter.truncateLong(content, to: width, force: force)
                let all = setter.truncateReadingAll(content, to: width, force: force)
                #expect(long?.0 == all.0 && long?.1 == all.1, "\(mode) at \(width), force \(force)")
            }
        }
    }
}
