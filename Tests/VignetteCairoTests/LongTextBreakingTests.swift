import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Long text is broken a window at a time (LineWindows): the lines must be Pango's lines for
/// the whole text, and Pango must never be handed the whole of a long run.
@Suite struct LongTextBreakingTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    /// `count` characters cycling through `alphabet`.
    static func cycle(_ alphabet: [String], _ count: Int) -> String {
        (0..<count).map { alphabet[$0 % alphabet.count] }.joined()
    }

    static let texts: [(String, String)] = [
        ("latin word", cycle("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init), 2_500)),
        ("prose", cycle(["The quick brown fox ", "jumps over the lazy dog, ", "again;  and again\n", "(12,345.67%) ",
                         "re-entry — “quoted” ", "\n\n", "Linear Algebra 线性代数 "], 160)),
        ("url", "https://example.com/" + cycle(["path/", "to-a/", "file.html?q=", "a&b=c%20d", "#frag"], 400)),
        ("cjk", cycle("高等数学课程在教学楼上课。明天考试！「期中」、".map(String.init), 1_200)),
        ("emoji", cycle(["👨‍👩‍👧‍👦", "🇨🇳", "🇫🇷", "👍🏽", "1️⃣", "🧑‍💻", "⭐️", "a"], 500)),
        ("hebrew and latin", cycle(["שלום עולם ", "hello ", "מילה", "word"], 300)),
    ]

    /// Where two line lists part: the line's index and both versions of it, as text.
    static func firstDifference(_ a: [Range<Int>], _ b: [Range<Int>], in text: String) -> String? {
        let bytes = Array(text.utf8)
        func show(_ lines: [Range<Int>], _ i: Int) -> String {
            i < lines.count ? "\(lines[i]) '\(String(decoding: bytes[lines[i]], as: UTF8.self))'" : "none"
        }
        guard let i = (0..<max(a.count, b.count)).first(where: { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] }) else { return nil }
        return "line \(i): \(show(a, i)) where the whole text has \(show(b, i)) (after \(show(b, i - 1)))"
    }

    func whole(_ text: String, width: CGFloat) -> [Range<Int>] {
        engine.session.withLayout(text, font: .body, width: width, PangoSession.lineRanges)
    }

    func windowed(_ text: String, width: CGFloat, windows: inout [Int]) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var sizes: [Int] = []
        let ranges = LineWindows.ranges(of: text, width: width) { window in
            sizes.append(window.count)
            return engine.session.withLayout(String(decoding: bytes[window], as: UTF8.self), font: .body, width: width,
                                             PangoSession.lineRanges)
        }
        windows = sizes
        return ranges
    }

    @Test(arguments: [0, 37, 120, 300] as [CGFloat])
    func windowsGiveTheLinesOfTheWholeText(width: CGFloat) {
        for (name, text) in Self.texts {
            #expect(text.utf8.count > LineWindows.threshold, "\(name) is long enough to be windowed")
            var windows: [Int] = []
            let lines = windowed(text, width: width, windows: &windows)
            #expect(Self.firstDifference(lines, whole(text, width: width), in: text) == nil, "\(name) at \(width) pt")
            // Right-to-left text is laid out whole: a window could change its base direction.
            let rightToLeft = name.hasPrefix("hebrew")
            #expect(windows.count == 1 || !rightToLeft, "\(name) at \(width) pt was laid out whole")
            #expect(windows.count > 1 || rightToLeft, "\(name) at \(width) pt was windowed")
        }
    }

    @Test func styledTextIsWindowedToo() {
        let text = Self.texts[1].1
        let half = text.utf8.count / 2
        let cut = text.utf8.index(text.utf8.startIndex, offsetBy: half).samePosition(in: text) != nil ? half : half + 1
        let bold = TextSpan(range: 0..<0, font: Typeface(size: 15, weight: .bold), tracking: 0.5, color: .black)
        let plain = TextSpan(range: 0..<0, font: .body, color: .black)
        let bytes = Array(text.utf8)
        let content = TextContent(pieces: [(String(decoding: bytes[..<cut], as: UTF8.self), bold),
                                           (String(decoding: bytes[cut...], as: UTF8.self), plain)])
        #expect(content.spans.count == 2)
        let before = engine.layoutCalls
        let lines = engine.lines(of: content, width: 140)
        #expect(engine.layoutCalls - before > 1)
        let expected = engine.session.withLayout(content, width: 140, PangoSession.lineRanges)
            .map { PangoTextEngine.trimmingTrailingSpace($0, in: bytes) }
        #expect(lines.map(\.range) == expected)
    }

    /// The regression test for quadratic breaking: a 20k-character word goes to Pango in
    /// windows of a few lines, each a few hundred bytes, together about the text's length.
    @Test func aLongWordReachesPangoInSmallWindows() {
        let text = Self.cycle("abcdefghijklmnopqrstuvwxyz".map(String.init), 20_000)
        var windows: [Int] = []
        let lines = windowed(text, width: 150, windows: &windows)
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == 20_000)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(windows.max()! <= 1_024, "largest window \(windows.max()!) bytes")
        #expect(windows.reduce(0, +) <= 3 * 20_000, "\(windows.reduce(0, +)) bytes laid out in all")

        let before = engine.layoutCalls
        let measured = engine.lines(of: text, font: .body, width: 150)
        #expect(measured.map(\.range) == lines)
        #expect(engine.layoutCalls - before == windows.count)
    }
}
