import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// A widget shows a few lines of a long run: Pango breaks only those (and the stack's
/// flexibility check only as many as it needs), and the layout is the one breaking the whole
/// run gives, in every script.
@Suite struct LongTextFirstLinesTests {
    /// Pango measurements with every text broken whole: the layout before first lines were asked for.
    final class WholeBreaking: TextEngine {
        let pango: PangoTextEngine
        init(_ pango: PangoTextEngine) { self.pango = pango }
        func width(of text: String, font: Typeface) -> CGFloat { pango.width(of: text, font: font) }
        func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
            pango.lines(of: text, font: font, width: width)
        }
        func width(of content: TextContent) -> CGFloat { pango.width(of: content) }
        func lines(of content: TextContent, width: CGFloat?) -> [TextLine] { pango.lines(of: content, width: width) }
    }

    static let scripts: [(String, [String])] = [
        ("latin", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)),
        ("cjk", "永和九年岁在癸丑暮春之初会于会稽山阴之兰亭修禊事也".map(String.init)),
        ("emoji", ["😀", "👩‍👩‍👧", "🇫🇷", "👍🏽", "🌍", "⭐️", "🧑‍💻"]),
        ("arabic", LongTextBreakingTests.arabicLetters),
        ("hebrew", LongTextBreakingTests.hebrewLetters),
    ]

    @Test(arguments: scripts.map(\.0))
    func firstLinesAreTheWholeTextsFirstLines(script: String) throws {
        let alphabet = Self.scripts.first { $0.0 == script }!.1
        let text = LongTextBreakingTests.scramble(alphabet, 20_000)
        let plain = TextContent(text, font: .body)
        let styled = TextContent(pieces: [(text, TextSpan(range: 0..<0, font: .body, tracking: 0.5, color: .black))])
        for content in [plain, styled] {
            let all = try PangoTextEngine().lines(of: content, width: 150)
            let engine = try PangoTextEngine()
            for count in [1, 2, 7, 40] {
                #expect(
                    engine.lines(of: content, width: 150, upTo: count) == Array(all.prefix(count)),
                    "\(script), \(count) lines")
            }
            // 40 lines in a few dozen windows, not the thousands the whole run takes.
            #expect(engine.layoutCalls < 40, "\(engine.layoutCalls) layouts")
        }
    }

    /// The long-text bench's widget, in every script: the same placed tree (frames, lines, runs
    /// drawn) as with the whole run broken, for a widget and for its ideal size.
    @Test(arguments: scripts.map(\.0))
    func aWidgetOfALongRunLaysOutAsWithTheWholeRunBroken(script: String) throws {
        let alphabet = Self.scripts.first { $0.0 == script }!.1
        let text = LongTextBreakingTests.scramble(alphabet, 30_000, seed: 7)
        let widget = Column(alignment: .leading, spacing: 4) {
            Words("Notes").font(.headline)
            Words(text).font(.body)
        }.padding(16)
        let environment = WidgetEnvironment(displayScale: 3)
        for size in [CGSize(width: 170, height: 170), CGSize(width: 364, height: 382)] {
            let engine = try PangoTextEngine()
            let first = Layout.layout(widget, in: size, environment: environment, textEngine: engine)
            let whole = Layout.layout(
                widget, in: size, environment: environment, textEngine: WholeBreaking(try PangoTextEngine()))
            #expect(first.root == whole.root, "\(script) at \(size)")
            #expect(engine.layoutCalls < 30, "\(engine.layoutCalls) layouts")
        }
        // Its ideal width is the whole run on one line, as before.
        let ideal = Words(text).font(.body).fixedSize()
        let first = Layout.layout(
            ideal, in: CGSize(width: 170, height: 170), environment: environment, textEngine: try PangoTextEngine())
        let whole = Layout.layout(
            ideal, in: CGSize(width: 170, height: 170), environment: environment,
            textEngine: WholeBreaking(try PangoTextEngine()))
        #expect(first.root.frame == whole.root.frame)
        #expect(abs(first.root.frame.width - (try PangoTextEngine()).width(of: text, font: .body)) < 0.34)
    }
}
