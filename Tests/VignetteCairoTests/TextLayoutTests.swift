import Foundation
import Testing
import Vignette
import VignetteCairo

/// `Words` laid out with real Pango metrics: wrapping, line limits, truncation, scripts.
@Suite struct TextLayoutTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)

    func layout(
        _ element: some Element, width: CGFloat = 300, height: CGFloat = 300, scale: CGFloat = 3
    ) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: width, height: height),
            environment: WidgetEnvironment(displayScale: scale), textEngine: engine)
    }

    func words(_ result: LayoutResult) -> PlacedNode {
        result.allNodes.first { $0.kind == .words }!
    }

    @Test func oneLineIsItsIdealWidthAndOneSFLineTall() {
        let node = words(layout(Words("Hello world")))
        #expect(node.lines == ["Hello world"])
        // Width: the measured advance rounded up to the @3x grid.
        let measured = engine.width(of: "Hello world", font: .body)
        #expect(node.frame.width >= measured && node.frame.width - measured < 1.0 / 3)
        // Height: SF's 1.193359375 em line, 20.287 pt for body, rounded up to 20.333 at @3x.
        #expect(abs(node.frame.height - 61.0 / 3) < 1e-9)
        #expect(
            abs(layout(Words("Hello world"), scale: 2).allNodes.first { $0.kind == .words }!.frame.height - 20.5) < 1e-9
        )
    }

    @Test func latinWrapsBetweenWordsWithinTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let node = words(layout(Words(text).frame(width: 120)))
        let lines = node.lines!
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(engine.width(of: line, font: .body) <= 120) }
        // The first line is SF's line height; each further body line is 22 pt below (body's leading).
        #expect(abs(node.frame.height - (17 * 1.193359375 + CGFloat(lines.count - 1) * 22).roundedUpTo(3)) < 1e-9)
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
        let text = "The quick brown fox jumps over the lazy dog"
        let node = words(layout(Words(text).lineLimit(2).frame(width: 120)))
        #expect(node.lines!.count == 2)
        #expect(node.lines![1].hasSuffix("…"))
        #expect(engine.width(of: node.lines![1], font: .body) <= 120)
        #expect(node.frame.width <= 120)
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func truncationModesPutTheEllipsisWhereAsked(mode: TruncationMode) {
        let text = "Applied Linear Algebra"
        let line = words(layout(Words(text).lineLimit(1).truncationMode(mode).frame(width: 100))).lines![0]
        #expect(engine.width(of: line, font: .body) <= 100)
        switch mode {
        case .tail:
            #expect(line.hasSuffix("…") && text.hasPrefix(String(line.dropLast())))
        case .head:
            #expect(line.hasPrefix("…") && text.hasSuffix(String(line.dropFirst())))
        case .middle:
            let parts = line.split(separator: "…", omittingEmptySubsequences: false)
            #expect(parts.count == 2)
            #expect(text.hasPrefix(String(parts[0])) && text.hasSuffix(String(parts[1])))
            #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        }
    }

    @Test func chineseWrapsBetweenCharacters() {
        let text = "高等数学与线性代数期末复习"
        let node = words(layout(Words(text).frame(width: 60)))
        #expect(node.lines!.count >= 3)
        #expect(node.lines!.joined() == text)
        for line in node.lines! { #expect(engine.width(of: line, font: .body) <= 60) }
    }

    @Test func emojiClustersAreNeverSplit() {
        let family = "👨‍👩‍👧‍👦", flag = "🇨🇳"
        let text = String(repeating: family + flag, count: 4)
        let node = words(layout(Words(text).lineLimit(1).frame(width: 70)))
        let line = node.lines![0]
        #expect(line.hasSuffix("…"))
        // Whatever was kept is whole clusters from the start of the text.
        let kept = Array(line.dropLast())
        #expect(Array(text).starts(with: kept))
        #expect(kept.allSatisfy { $0 == Character(family) || $0 == Character(flag) })
    }

    @Test func aHeightForTwoLinesShowsTwoLinesAndTruncates() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        // Body lines are 20.287 pt: 45 pt holds two.
        let node = words(layout(Words(text).frame(width: 120, height: 45)))
        #expect(node.lines!.count == 2)
        #expect(node.lines![1].hasSuffix("…"))
    }

    @Test func textNextToASpringTakesAllButTheSpringsMinimum() {
        // Docs/LayoutSemantics.md §a.2: the spring sizes last, so the text may take W − 8.
        let text = "A long title that would rather not wrap at all"
        let result = layout(
            Row {
                Words(text).named("t")
                Spring()
            }, width: 200)
        let frame = result.frame(named: "t")!
        #expect(frame.width <= 192 && frame.width > 150)
        #expect(frame.minX == 0)
    }

    @Test func textWidthsInPointsDoNotDependOnTheScale() {
        let text = "Widths stay put"
        let atTwo = engine.width(of: text, font: .headline)
        let laidOut2 = words(layout(Words(text).font(.headline), scale: 2)).frame.width
        let laidOut3 = words(layout(Words(text).font(.headline), scale: 3)).frame.width
        #expect(laidOut2 - atTwo < 0.5 && laidOut3 - atTwo < 1.0 / 3)
        #expect(laidOut2 >= atTwo && laidOut3 >= atTwo)
    }

    @Test func emptyTextTakesNoSpace() {
        #expect(words(layout(Words(""))).frame.size == .zero)
    }
}

extension CGFloat {
    func roundedUpTo(_ scale: CGFloat) -> CGFloat { (self * scale - 1e-6).rounded(.up) / scale }
}
