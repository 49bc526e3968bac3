import CCairo
import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Long text is broken a window at a time (LineWindows): the lines must be Pango's lines for
/// the whole text, in every script and direction, and Pango must never be handed the whole
/// of a long run.
@Suite struct LongTextBreakingTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    /// `count` pieces cycling through `alphabet`.
    static func cycle(_ alphabet: [String], _ count: Int) -> String {
        (0..<count).map { alphabet[$0 % alphabet.count] }.joined()
    }

    static let arabicLetters = "بسماللهالرحمنالرحيمقلهواللهأحدالصمدلميلدولميولد".map(String.init)
    static let hebrewLetters = "שלוםעולםאבגדהוזחטיכלמנסעפצקרשת".map(String.init)

    static let texts: [(String, String)] = [
        ("latin word", cycle("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init), 2_500)),
        (
            "prose",
            cycle(
                [
                    "The quick brown fox ", "jumps over the lazy dog, ", "again;  and again\n", "(12,345.67%) ",
                    "re-entry — “quoted” ", "\n\n", "Linear Algebra 线性代数 ",
                ], 160)
        ),
        ("url", "https://example.com/" + cycle(["path/", "to-a/", "file.html?q=", "a&b=c%20d", "#frag"], 400)),
        ("cjk", cycle("高等数学课程在教学楼上课。明天考试！「期中」、".map(String.init), 1_200)),
        ("emoji", cycle(["👨‍👩‍👧‍👦", "🇨🇳", "🇫🇷", "👍🏽", "1️⃣", "🧑‍💻", "⭐️", "a"], 500)),
        ("hebrew and latin", cycle(["שלום עולם ", "hello ", "מילה", "word"], 300)),
        ("arabic word", cycle(arabicLetters, 1_500)),
        ("hebrew word", cycle(hebrewLetters, 1_500)),
        (
            "arabic with digits, brackets and latin",
            cycle(["بسم", "١٢٣", "الله", "(", "abc", ")", "،", "45", "-", "ـ", "«", "»", "!", "؟", "x", "ً"], 800)
        ),
        // Paragraphs of both directions, one of neutrals only (it takes the one before's), and
        // ones starting with a mark (HarfBuzz puts a dotted circle before a mark with nothing before it).
        (
            "paragraphs",
            cycle(
                [
                    cycle(hebrewLetters, 90), "\n", cycle(["abc", "def"], 60), "\n", cycle(["12", "-", "(", ")"], 70),
                    "\n\u{301}", cycle(["e", "\u{301}", "x"], 90), "\r\n", cycle(arabicLetters, 70), "\u{2029}",
                ], 14)
        ),
        ("thai", cycle(["ภาษาไทย", "เป็น", "ภาษา", "ที่", "ไม่มี", "การ", "เว้นวรรค", "ระหว่าง", "คำ"], 300)),
    ]

    /// Where two line lists part: the line's index and both versions of it, as text.
    static func firstDifference(_ a: [Range<Int>], _ b: [Range<Int>], in text: String) -> String? {
        let bytes = Array(text.utf8)
        func show(_ lines: [Range<Int>], _ i: Int) -> String {
            i >= 0 && i < lines.count ? "\(lines[i]) '\(String(decoding: bytes[lines[i]], as: UTF8.self))'" : "none"
        }
        guard let i = (0..<max(a.count, b.count)).first(where: { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] })
        else { return nil }
        return "line \(i): \(show(a, i)) where the whole text has \(show(b, i)) (after \(show(b, i - 1)))"
    }

    func whole(_ text: String, width: CGFloat) -> [Range<Int>] {
        let slack = engine.session.breakingSlack(font: .body, tracking: 0, text: text)
        return engine.session.withLayout(text, font: .body, width: width + slack, PangoSession.lineRanges)
    }

    /// The lines LineWindows gives, and the windows (offsets and direction) it laid out.
    func windowed(
        _ text: String, width: CGFloat
    )
        -> (lines: [Range<Int>], windows: [(range: Range<Int>, direction: PangoDirection?)])
    {
        let bytes = Array(text.utf8)
        var windows: [(range: Range<Int>, direction: PangoDirection?)] = []
        // As the engine breaks: the width plus what Pango's letter spacing adds at line edges.
        let slack = engine.session.breakingSlack(font: .body, tracking: 0, text: text)
        let lines = LineWindows.ranges(of: text, width: width, session: engine.session) { window, direction in
            windows.append((window, direction))
            return engine.session.withLayout(
                String(decoding: bytes[window], as: UTF8.self), font: .body, width: width + slack,
                direction: direction, PangoSession.lineRanges)
        }
        return (lines, windows)
    }

    @Test(arguments: [0, 37, 120, 300] as [CGFloat])
    func windowsGiveTheLinesOfTheWholeText(width: CGFloat) {
        for (name, text) in Self.texts {
            #expect(text.utf8.count > LineWindows.threshold, "\(name) is long enough to be windowed")
            let (lines, windows) = windowed(text, width: width)
            #expect(Self.firstDifference(lines, whole(text, width: width), in: text) == nil, "\(name) at \(width) pt")
            #expect(windows.count > 1, "\(name) at \(width) pt was windowed")
        }
    }

    @Test func styledTextIsWindowedToo() {
        let text = Self.texts[1].1
        let half = text.utf8.count / 2
        let cut = text.utf8.index(text.utf8.startIndex, offsetBy: half).samePosition(in: text) != nil ? half : half + 1
        let bold = TextSpan(range: 0..<0, font: Typeface(size: 15, weight: .bold), tracking: 0.5, color: .black)
        let plain = TextSpan(range: 0..<0, font: .body, color: .black)
        let bytes = Array(text.utf8)
        let content = TextContent(pieces: [
            (String(decoding: bytes[..<cut], as: UTF8.self), bold),
            (String(decoding: bytes[cut...], as: UTF8.self), plain),
        ])
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
        let (lines, windows) = windowed(text, width: 150)
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == 20_000)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let sizes = windows.map(\.range.count)
        #expect(sizes.max()! <= 1_024, "largest window \(sizes.max()!) bytes")
        #expect(sizes.reduce(0, +) <= 3 * 20_000, "\(sizes.reduce(0, +)) bytes laid out in all")

        let before = engine.layoutCalls
        let measured = engine.lines(of: text, font: .body, width: 150)
        #expect(measured.map(\.range) == lines)
        #expect(engine.layoutCalls - before == windows.count)
    }

    /// Right-to-left runs used to be laid out whole (a window could take another base
    /// direction, and Arabic letters join across its start), so 20k Arabic characters took
    /// Pango minutes. Now they are windowed like any other: each window with the paragraph's
    /// direction, and for Arabic a lead-in of the line before.
    @Test(arguments: ["arabic", "hebrew"])
    func aLongRightToLeftWordReachesPangoInSmallWindows(script: String) {
        let text = Self.cycle(script == "arabic" ? Self.arabicLetters : Self.hebrewLetters, 20_000)
        let (lines, windows) = windowed(text, width: 150)
        #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == text.utf8.count)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(windows.allSatisfy { $0.direction == PANGO_DIRECTION_RTL })
        let sizes = windows.map(\.range.count)
        #expect(sizes.max()! <= 1_024, "largest window \(sizes.max()!) bytes")
        #expect(sizes.reduce(0, +) <= 4 * text.utf8.count, "\(sizes.reduce(0, +)) bytes laid out in all")
        // Every window starts where a line does (a lead-in is made of whole lines).
        #expect(windows.allSatisfy { window in lines.contains { $0.lowerBound == window.range.lowerBound } })
    }

    /// The lead-in is what keeps Arabic right: laid out from a line's start with nothing
    /// before it, the line's first letter takes its isolated or initial form instead of the
    /// joined one Pango gives it in the whole text, and at this width a line breaks elsewhere.
    @Test func arabicLinesNeedTheLetterBeforeThem() {
        let text = Self.cycle(Self.arabicLetters, 1_500)
        let lines = whole(text, width: 300)
        let bytes = Array(text.utf8)
        let differing = lines.indices.dropFirst().filter { i in
            let rest = String(decoding: bytes[lines[i].lowerBound...], as: UTF8.self)
            let alone = engine.session.withLayout(
                rest, font: .body, width: 300, direction: PANGO_DIRECTION_RTL,
                PangoSession.lineRanges)
            return alone.first.map { $0.count != lines[i].count } ?? true
        }
        #expect(!differing.isEmpty, "every line breaks the same without the letter before it")
        #expect(Self.firstDifference(windowed(text, width: 300).lines, lines, in: text) == nil)
    }

    /// Thai has no spaces: Pango finds its word breaks with a dictionary (libthai) over the
    /// whole run, and a window starting inside a long word can find other words near its
    /// start. The old windows (no analysis check) broke this text differently from Pango at
    /// 29–50 and 68–77 pt; each window's break properties are now compared with the
    /// paragraph's before its lines are kept.
    @Test(arguments: [29, 41, 71] as [CGFloat])
    func thaiBreaksWhereTheDictionaryBreaksTheWholeRun(width: CGFloat) {
        let words = [
            "ภาษาไทย", "เป็น", "ภาษา", "ที่", "ไม่มี", "การ", "เว้นวรรค", "ระหว่าง", "คำ", "สวัสดี", "ครับ", "ประเทศไทย",
            "กรุงเทพมหานคร", "มหาวิทยาลัย", "คอมพิวเตอร์", "โปรแกรม",
        ]
        var state: UInt64 = 42
        let text = (0..<500).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return words[Int((state >> 33) % UInt64(words.count))]
        }.joined()
        #expect(Self.firstDifference(windowed(text, width: width).lines, whole(text, width: width), in: text) == nil)
    }

    /// Analyses that reach far: a neutral run takes its bidi level from the strong letters
    /// on both sides of it (here left-to-right ones inside a Hebrew paragraph), and a closing
    /// bracket its script from the opening one.
    @Test(arguments: [13, 37, 120] as [CGFloat])
    func farReachingAnalysesAreFollowed(width: CGFloat) {
        var state: UInt64 = 7
        let mixed = (0..<1_500).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return ["a", "(", ")", "汉", "字", "1", "😀", "[", "]", "ש"][Int((state >> 33) % 10)]
        }.joined()
        let neutralRun =
            "שלום abc" + String(repeating: "-", count: 1_200) + "xyz" + String(repeating: "(!)", count: 200) + "def"
        let texts = [neutralRun, mixed]
        for text in texts {
            #expect(
                Self.firstDifference(windowed(text, width: width).lines, whole(text, width: width), in: text) == nil)
        }
    }

    /// Pango gives a run of spaces before a change of font the font after it when that one
    /// comes earlier in the list (itemize.c), so no window ends inside such a run (nor starts
    /// in one: a window starting with a space gets a lead-in).
    @Test func noWindowEndsInARunOfSpaces() {
        let text = (0..<60).map { i in (i % 2 == 0 ? "字" : "a") + String(repeating: " ", count: 20 + (i * 7) % 50) }
            .joined()
        let bytes = Array(text.utf8)
        let (lines, windows) = windowed(text, width: 30)
        #expect(windows.count > 1)
        #expect(windows.allSatisfy { $0.range.upperBound == bytes.count || bytes[$0.range.upperBound - 1] != 0x20 })
        #expect(windows.allSatisfy { $0.range.lowerBound == 0 || bytes[$0.range.lowerBound] != 0x20 })
        #expect(Self.firstDifference(lines, whole(text, width: 30), in: text) == nil)
    }

    /// A repeating run is laid out a few windows' worth, however long: a window with the same
    /// characters, direction and attributes as one before gives the same lines.
    @Test func aRepeatingRunLaysOutEachDifferentWindowOnce() {
        let text = String(repeating: "abcdefghijklm", count: 4_000)  // 52k characters
        let (lines, windows) = windowed(text, width: 150)
        #expect(lines.last?.upperBound == text.utf8.count)
        #expect(windows.count < 60, "\(windows.count) windows")
    }

    /// `count` letters of `alphabet` in a fixed pseudo-random order (no two lines alike).
    static func scramble(_ alphabet: [String], _ count: Int, seed: UInt64 = 1) -> String {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return alphabet[Int((state >> 33) % UInt64(alphabet.count))]
        }.joined()
    }

    /// Set in three lines, a 30k-character run shows what Pango gives for its short
    /// equivalent (the same first and last 480 bytes, under 1 KB, so laid out whole):
    /// the same lines, truncated at the same character, with the same widths and frame. The
    /// first lines come from the run's start, and the ellipsis line from its start or end.
    @Test(arguments: TruncationMode.allCases)
    func aLongRunInAFewLinesShowsWhatItsShortEquivalentShows(mode: TruncationMode) {
        let latin = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        for alphabet in [latin, Self.arabicLetters] {
            let long = Self.scramble(alphabet, 30_000), kept = 480 / alphabet[0].utf8.count
            let short = String(long.prefix(kept) + long.suffix(kept))
            #expect(long.utf8.count > LineWindows.threshold && short.utf8.count <= LineWindows.threshold)
            func set(_ text: String) -> PlacedNode {
                let result = Layout.layout(
                    Words(text).lineLimit(3).truncationMode(mode).frame(width: 150).node,
                    in: CGSize(width: 300, height: 300), environment: WidgetEnvironment(displayScale: 3),
                    textEngine: engine)
                return result.allNodes.first { $0.kind == .words }!
            }
            let (a, b) = (set(long), set(short))
            #expect(a.lines == b.lines)
            #expect(a.frame == b.frame)
            #expect(a.lines?.count == 3 && a.lines?.last?.contains("…") == true, "\(a.lines ?? [])")
        }
    }

    /// Pango adds widths up in 32-bit units of 1/1024 pt and reported 0 for a line past 2.1
    /// million points: 120k emoji (the ideal width of a long run) measured 0 before, which
    /// made the run "fit" anywhere. Such text is now added up a glyph at a time in 64 bits.
    @Test func aLineWiderThanPangosUnitsHasItsWidth() {
        let one = engine.width(of: "😀", font: .body)
        #expect(engine.width(of: String(repeating: "😀", count: 120_000), font: .body) == 120_000 * one)
        // Tracked, then not: the width grows by the same step for every thousand letters.
        func styled(_ count: Int) -> CGFloat {
            engine.width(
                of: TextContent(pieces: [
                    (
                        String(repeating: "W", count: count),
                        TextSpan(range: 0..<0, font: .body, tracking: 1, color: .black)
                    ),
                    ("W", TextSpan(range: 0..<0, font: .body, color: .black)),
                ]))
        }
        let step = styled(2_000) - styled(1_000)
        #expect(step > 1_000 * engine.width(of: "W", font: .body))
        #expect(styled(150_000) == styled(1_000) + 149 * step)
    }

    /// Added up glyph by glyph, a layout's width is Pango's own wherever Pango's does not
    /// overflow: over lines of both directions, newlines and emoji.
    @Test func glyphByGlyphWidthsArePangosWidths() {
        for (name, text) in Self.texts {
            let (pango, summed) = engine.session.withLayout(text, font: .body) { layout in
                (
                    PangoSession.logicalWidth(layout, couldOverflow: false),
                    PangoSession.logicalWidth(layout, couldOverflow: true)
                )
            }
            #expect(pango == summed && pango > 0, "\(name)")
        }
    }

    /// Over a 30k-character word (too long to lay out whole in a test), every line is as
    /// Pango's greedy rule makes it: it fits, and with its next character it would not.
    @Test func everyLineOfALongWordIsAsFullAsFits() {
        let text = Self.cycle("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init), 30_000)
        let lines = engine.lines(of: text, font: .body, width: 150)
        let bytes = Array(text.utf8)
        #expect(lines.first?.range.lowerBound == 0 && lines.last?.range.upperBound == 30_000)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line.range.upperBound == next.range.lowerBound)
            #expect(line.width <= 150)
            let longer = String(decoding: bytes[line.range.lowerBound..<(line.range.upperBound + 1)], as: UTF8.self)
            #expect(engine.width(of: longer, font: .body) > 150, "line at \(line.range) could take one more letter")
        }
    }
}
