import Foundation
import Testing
@testable import Vignette

/// `PlacedFrames.size(of:proposing:)`: a size reader's content can size a node with the layout's
/// own text engine and environment (what a `Canvas`'s `ResolvedText.measure(in:)` reads).
@Suite struct SizeReaderMeasureTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ node: Node) -> LayoutResult {
        Layout.layout(
            node, in: CGSize(width: 200, height: 100), environment: WidgetEnvironment(displayScale: 3),
            textEngine: engine)
    }

    /// A reader that draws a box the size `text` measures for `proposal`.
    func boxSized(like text: Node, proposing proposal: Proposal) -> Node {
        SizeReader(placedFrames: { _, frames in
            let size = frames.size(of: text, proposing: proposal) ?? CGSize(width: -1, height: -1)
            return Fill(.red).frame(width: size.width, height: size.height).named("box")
        }).node
    }

    @Test func aTextMeasuresAsTheLayoutSetsIt() throws {
        let text = Words("abcd").font(.system(size: 10))
        let alone = try #require(layout(text.named("text")).frame(named: "text"))
        let box = try #require(
            layout(boxSized(like: text, proposing: Proposal(width: nil, height: nil))).frame(named: "box"))
        // At 10 pt the engine gives every character 5 pt: four are 20 pt wide.
        #expect(box.width == 20)
        #expect(box.size == alone.size)
    }

    @Test func aNarrowProposalWrapsTheText() throws {
        let text = Words("aaaa bb").font(.system(size: 10))
        let box = try #require(
            layout(boxSized(like: text, proposing: Proposal(width: 22, height: nil))).frame(named: "box"))
        let oneLine = try #require(layout(text.fixedSize().named("line")).frame(named: "line"))
        // "aaaa " then "bb": two lines no wider than the proposal.
        #expect(box.width <= 22)
        #expect(box.height > oneLine.height * 1.5)
    }

    @Test func aReaderBuiltOutsideLayoutMeasuresNothing() {
        #expect(PlacedFrames.none.size(of: Words("abcd").node, proposing: Proposal(width: nil, height: nil)) == nil)
    }
}
