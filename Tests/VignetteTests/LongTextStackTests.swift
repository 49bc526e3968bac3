import Foundation
import Testing
@testable import Vignette

/// A column orders its children by flexibility, which for a text means its height with no
/// limit: all the lines of a long run. A long text's flexibility is settled from its first lines
/// when they decide the order (`StackLayout+LongText.swift`), and a block of limited height
/// breaks only the lines it shows: the layout must be the one the full heights give.
@Suite struct LongTextStackTests {
    /// Every character half the font size wide, lines of `width` worth of characters; `deepest`
    /// is the most lines asked for at once, `whole` how many texts were broken whole.
    final class FirstLinesEngine: TextEngine {
        let answersFirstLines: Bool
        var deepest = 0, whole = 0

        init(answersFirstLines: Bool) { self.answersFirstLines = answersFirstLines }

        func width(of text: String, font: Typeface) -> CGFloat { CGFloat(text.count) * font.size / 2 }

        func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
            if text.utf8.count > TextSetter.longText { whole += 1 }
            let characters = Array(text)
            let perLine = width.map { max(1, Int(($0 / (font.size / 2)).rounded(.down))) } ?? max(characters.count, 1)
            var lines: [TextLine] = [], offset = 0
            for start in stride(from: 0, to: characters.count, by: perLine) {
                let piece = characters[start..<min(start + perLine, characters.count)]
                let bytes = piece.reduce(0) { $0 + $1.utf8.count }
                lines.append(TextLine(range: offset..<(offset + bytes), width: CGFloat(piece.count) * font.size / 2))
                offset += bytes
            }
            return lines
        }

        func lines(of content: TextContent, width: CGFloat?, upTo count: Int) -> [TextLine] {
            guard answersFirstLines else { return Array(lines(of: content, width: width).prefix(count)) }
            deepest = max(deepest, count)
            // What a backend breaking only the first lines gives (the whole text is not counted as broken).
            let all = lines(of: content.text, font: content.primary.font, width: width)
            if content.text.utf8.count > TextSetter.longText { whole -= 1 }
            return Array(all.prefix(count))
        }
    }

    static let run = String(repeating: "abcdefghij", count: 3_000)  // 30k characters: 2,700 lines of 11 in 100 pt
    static let other = String(repeating: "klmnopqrst", count: 2_000)

    /// The placed tree with an engine that breaks every text whole, and with one that answers first lines.
    func both(
        _ node: Node, in size: CGSize = CGSize(width: 100, height: 170)
    ) -> (LayoutResult, LayoutResult, FirstLinesEngine) {
        let environment = WidgetEnvironment(displayScale: 3)
        let whole = Layout.layout(
            node, in: size, environment: environment, textEngine: FirstLinesEngine(answersFirstLines: false))
        let engine = FirstLinesEngine(answersFirstLines: true)
        let first = Layout.layout(node, in: size, environment: environment, textEngine: engine)
        return (whole, first, engine)
    }

    @Test func aLongRunUnderAHeadingBreaksOnlyItsFirstLines() {
        let (whole, first, engine) = both(
            Column(alignment: .leading, spacing: 4) {
                Words("Notes").font(.headline)
                Words(Self.run).font(.body)
            }.node)
        #expect(first.root == whole.root)
        #expect(engine.whole == 0)
        #expect(engine.deepest <= 10, "asked for \(engine.deepest) lines")
        let words = first.allNodes.filter { $0.kind == .words }
        #expect(words.count == 2 && words[1].lines?.last?.hasSuffix("…") == true)
    }

    /// A sibling more flexible than a few lines: the run's first lines must outgrow it (300 pt
    /// of frame, about 15 lines of 20.4 pt), never all 3,000.
    @Test func aFlexibleSiblingIsOutgrownByEnoughLines() {
        let (whole, first, engine) = both(
            Column {
                Words(Self.run)
                Rect().frame(minHeight: 0, maxHeight: 300)
            }.node)
        #expect(first.root == whole.root)
        #expect(engine.whole == 0)
        #expect(engine.deepest > 14 && engine.deepest < 40, "asked for \(engine.deepest) lines")
    }

    /// Siblings the run is always ordered before (a spring is infinitely flexible) or that
    /// outrank it, and two long runs, which are compared by their full heights.
    @Test func orderIsTheOneFullHeightsGive() {
        let columns: [Node] = [
            Column {
                Words(Self.run)
                Spring()
            }.node,
            Column {
                Words("x")
                Words(Self.run).layoutPriority(1)
                Words("y")
            }.node,
            Column {
                Words(Self.run)
                Words(Self.other)
            }.node,
            Column {
                Words(Self.other).lineLimit(4)
                Words(Self.run)
                Rect().frame(height: 20)
            }.node,
        ]
        for column in columns {
            let (whole, first, _) = both(column)
            #expect(first.root == whole.root)
        }
        let (_, _, engine) = both(
            Column {
                Words(Self.run)
                Words(Self.other)
            }.node)
        #expect(engine.whole == 2)
    }

    /// A long text with fewer lines than its sibling's flexibility needs is measured whole.
    @Test func aLongTextShorterThanTheBoundIsMeasuredWhole() {
        let text = String(repeating: "abcdefghij", count: 500)  // 5,000 characters: 218 lines (4,400 pt) in 200 pt
        let (whole, first, engine) = both(
            Column {
                Words(text)
                Rect().frame(minHeight: 0, maxHeight: 5_000)
            }.node, in: CGSize(width: 200, height: 400))
        #expect(first.root == whole.root)
        #expect(engine.whole == 1)
    }
}
