import Foundation
import SwiftUI
import Testing
import Vignette

/// `AsyncImage` draws its empty phase: a widget's view never loads it (Docs/SwiftUI/AsyncImage.md).
@Suite struct AsyncImageTests {
    static let url = URL(string: "https://example.com/icon.png")

    @Test func eachInitialiserDrawsItsEmptyPhase() {
        #expect(
            Lowering.node(
                AsyncImage(url: Self.url) {
                    $0.resizable()
                } placeholder: {
                    Color.red
                })
                == Lowering.node(Color.red))
        let phased = AsyncImage(url: Self.url, transaction: Transaction(animation: .easeIn)) { phase in
            if let image = phase.image {
                image
            } else if phase.error != nil {
                Color.blue
            } else {
                Color.green
            }
        }
        #expect(Lowering.node(phased) == Lowering.node(Color.green))
        #expect(Lowering.node(AsyncImage(url: nil, scale: 2)) == Lowering.node(Color(uiColor: .secondarySystemFill)))
    }

    @Test func theDefaultPlaceholderIsAGrayFillOfTheSpaceOffered() throws {
        let probe = try CanvasProbe(AsyncImage(url: Self.url))
        // The system's secondary fill (120, 120, 128 at 16%) over white.
        #expect(probe.pixel(2, 2, is: (236, 236, 237), tolerance: 2), "\(probe.pixel(2, 2))")
        #expect(probe.pixel(98, 58, is: (236, 236, 237), tolerance: 2))
    }

    @Test func phasesAndTasksAsSwiftUIs() {
        struct Failure: Error {}
        #expect(AsyncImagePhase.failure(Failure()).error is Failure)
        #expect(AsyncImagePhase.empty.image == nil)
        #expect(Lowering.node(Text("a").task(id: 3) {}) == Lowering.node(Text("a")))
        // ProgressView(): a still spinner 20 pt across.
        func sizes(_ node: PlacedNode) -> [CGSize] { [node.frame.size] + node.children.flatMap(sizes) }
        let drawn = sizes(Lowering.layout(Lowering.node(ProgressView())).root)
        #expect(drawn.contains(CGSize(width: 20, height: 20)))
        // Eight spokes 2.5 × 6 pt, snapped to the 3× pixel grid.
        func pills(_ node: PlacedNode) -> [CGSize] {
            (node.kind == .pill ? [node.frame.size] : []) + node.children.flatMap(pills)
        }
        let spokes = pills(Lowering.layout(Lowering.node(ProgressView())).root)
        #expect(
            spokes.count == 8 && spokes.allSatisfy { abs($0.width - 2.5) < 0.34 && abs($0.height - 6) < 0.34 },
            "\(spokes)")
    }
}
