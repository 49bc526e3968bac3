import Foundation
import Testing
@testable import Vignette

/// Shrinking, tracking, styled runs, direction and redaction, with the fixed-advance
/// engine (every character half the font size wide), so expectations are worked by hand.
@Suite struct TextFeatureTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ element: some Element, _ width: CGFloat = 300, _ height: CGFloat = 300) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: width, height: height),
            environment: WidgetEnvironment(displayScale: 1), textEngine: engine)
    }

    func words(_ result: LayoutResult) -> PlacedNode { result.allNodes.first { $0.kind == .words }! }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // Ten characters at 20 pt are 100 pt; a 60 pt frame fits them at 0.6 or less.
        let text = Words("abcdefghij").font(.system(size: 20)).lineLimit(1)
        let shrunk = words(layout(text.minimumScaleFactor(0.5).frame(width: 60)))
        #expect(shrunk.lines == ["abcdefghij"])
        #expect(shrunk.frame.width <= 60)
        #expect(shrunk.frame.width > 55)  // no smaller than needed (the search stops within 1/64)
        // Not allowed to shrink that far: the smallest size still truncates.
        let cut = words(layout(text.minimumScaleFactor(0.8).frame(width: 60)))
        #expect(cut.lines?.first?.hasSuffix("…") == true)
        // No factor: truncated at full size (five characters and the ellipsis are 60 pt).
        #expect(words(layout(text.frame(width: 60))).lines == ["abcde…"])
    }

    @Test func minimumScaleFactorShrinksToTheHeightProposed() {
        // One line of 100 pt text is 120 pt tall; a 20 pt tall frame fits it at about a sixth.
        let text = Words("Hello").font(.system(size: 100))
        let shrunk = words(layout(text.minimumScaleFactor(0.1).frame(width: 1000, height: 20), 1000))
        #expect(shrunk.lines == ["Hello"])
        #expect(shrunk.frame.height <= 20 && shrunk.frame.height >= 18)  // no smaller than needed
        #expect(shrunk.frame.width == 40)  // five characters at 16 pt
        // Without a factor the line keeps its size and overflows the frame.
        #expect(words(layout(text.frame(width: 1000, height: 20), 1000)).frame.height == 120)
        // Never below the factor: at 0.25 the line is 30 pt tall, over the 20 pt.
        #expect(words(layout(text.minimumScaleFactor(0.25).frame(width: 1000, height: 20), 1000)).frame.height == 30)
    }

    @Test func aStackTooShortShrinksTheTextThatMayShrink() {
        // 70 pt for two 40 pt lines (48 pt each): the one that may shrink takes what is left.
        let stack = Column(spacing: 0) {
            Words("Top").font(.system(size: 40))
            Words("Shrinks").font(.system(size: 40)).minimumScaleFactor(0.25)
        }
        let texts = layout(stack.frame(width: 300, height: 70)).allNodes.filter { $0.kind == .words }
        #expect(texts.map(\.frame.height) == [48, 22])
        #expect(texts[1].frame.maxY - texts[0].frame.minY == 70)
    }

    @Test func trackingWidensText() {
        // 2 pt between each of the four characters: three gaps.
        #expect(words(layout(Words("abcd").font(.system(size: 20)).tracking(2))).frame.width == 46)
        #expect(words(layout(Words("abcd").font(.system(size: 20)).kerning(2))).frame.width == 46)
    }

    @Test func joinedWordsKeepTheirStylesInTheDisplayList() throws {
        let text = Words("ab").bold() + Words("cd").foregroundStyle(.red).font(.system(size: 30))
        let result = layout(text)
        #expect(words(result).lines == ["abcd"])
        // "ab" at 17 (body) is 17 wide, "cd" at 30 is 30 wide.
        #expect(words(result).frame.width == 47)
        let list = DisplayListBuilder.build(result.snapped(toScale: 1), canvas: CGSize(width: 300, height: 300))
        guard case .text(let run) = try #require(list.items.first) else {
            Issue.record("not text")
            return
        }
        #expect(run.spans.count == 2)
        #expect(run.spans[0].range == 0..<2 && run.spans[0].font.weight == .bold)
        #expect(run.spans[1].range == 2..<4 && run.spans[1].font.size == 30)
        #expect(run.spans[1].color == Paint.red.resolve(scheme: .light, os: .default, foreground: .black))
    }

    @Test func layoutLeavesTextColoursToTheDisplayList() throws {
        // Layout keeps where each colour comes from; the display list resolves it (dark: white).
        let text = (Words("ab") + Words("cd").foregroundStyle(.red)).colorScheme(.dark)
        let result = layout(text)
        let spans = try #require(words(result).reference.text?.lines.first?.content.spans)
        #expect(spans.map { $0.paint?.foreground } == [Paint.primary, Paint.red])
        #expect(spans.map { $0.paint?.colorScheme } == [ColorScheme.dark, .dark])
        let list = DisplayListBuilder.build(result.snapped(toScale: 1), canvas: CGSize(width: 300, height: 300))
        guard case .text(let run) = try #require(list.items.first) else {
            Issue.record("not text")
            return
        }
        #expect(run.color == Paint.primary.resolve(scheme: .dark, os: .default, foreground: .black))
        #expect(run.spans.allSatisfy { $0.paint == nil })
        #expect(run.spans[1].color == Paint.red.resolve(scheme: .dark, os: .default, foreground: .white))
    }

    @Test func piecesWhosePaintsResolveAlikeAreOneRun() throws {
        // `.primary` and `.black` are both black in light mode: one uniform run, as before layout
        // stopped resolving colours.
        let result = layout(Words("ab") + Words("cd").foregroundStyle(.black))
        #expect(words(result).reference.text?.lines.first?.content.spans.count == 2)
        let list = DisplayListBuilder.build(result.snapped(toScale: 1), canvas: CGSize(width: 300, height: 300))
        guard case .text(let run) = try #require(list.items.first) else {
            Issue.record("not text")
            return
        }
        #expect(run.text == "abcd" && run.spans.isEmpty && run.color == .black)
    }

    @Test func aPieceKeepsItsOwnFontInsideAnOuterOne() {
        // The outer font reaches the piece without one; the piece with one keeps it.
        let text = (Words("ab") + Words("cd").font(.system(size: 10))).font(.system(size: 20))
        #expect(words(layout(text)).frame.width == 30)
    }

    @Test func boldAndItalicModifiersReachEveryFont() throws {
        let result = layout(Column { Words("a").font(.caption) }.bold().italic())
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 300, height: 300))
        guard case .text(let run) = try #require(list.items.first) else {
            Issue.record("not text")
            return
        }
        #expect(run.font.weight == .bold && run.font.isItalic && run.font.size == 12)
    }

    @Test func rightToLeftPutsLeadingLinesOnTheRight() {
        // "aa bbbb" at 20 pt in 50 pt breaks into "aa" (20) and "bbbb" (40): the block is 40 wide.
        let text = Words("aa bbbb").font(.system(size: 20)).layoutDirection(.rightToLeft)
        let result = layout(text, 50, 300)
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 50, height: 300))
        let origins = list.items.compactMap { item -> CGFloat? in
            if case .text(let run) = item { return run.origin.x } else { return nil }
        }
        let frame = words(result).frame
        #expect(origins == [frame.minX + 20, frame.minX])
    }

    @Test func redactedTextBecomesBarsAndPicturesBoxes() throws {
        let content = Column(alignment: .leading) {
            Words("Hello world")
            Symbol("star.fill")
            Rect().fill(.blue).frame(width: 10, height: 10)
        }.redacted(reason: .placeholder)
        let result = layout(content)
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 300, height: 300))
        let texts = list.items.filter { if case .text = $0 { true } else { false } }
        let symbols = list.items.filter { if case .symbol = $0 { true } else { false } }
        #expect(texts.isEmpty && symbols.isEmpty)
        // One bar, one symbol box, and the rectangle as it is.
        #expect(list.items.count == 3)
        guard case .fill(_, .color(let bar)) = list.items[0] else {
            Issue.record("no bar")
            return
        }
        #expect(abs(bar.alpha - 0.16) < 1e-9)
        guard case .fill(_, .color(let shape)) = list.items[2] else {
            Issue.record("no shape")
            return
        }
        #expect(shape == Paint.blue.resolve(scheme: .light, os: .default, foreground: .black))
    }

    @Test func unredactedContentDrawsInsideRedacted() {
        let content = Column {
            Words("a")
            Words("b").unredacted()
        }.redacted(reason: .placeholder)
        let list = DisplayListBuilder.build(layout(content), canvas: CGSize(width: 300, height: 300))
        #expect(list.items.filter { if case .text = $0 { true } else { false } }.count == 1)
    }
}
