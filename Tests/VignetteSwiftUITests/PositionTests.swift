import Foundation
import SwiftUI
import Testing
import Vignette

/// `position(x:y:)`: the view's centre at the point, the result the whole offer (Docs/LayoutSemantics.md,
/// §a.14). KristinaB/1Limit's price chart labels its levels with `Text(…).position(x: 35, y: y)` in a
/// `GeometryReader`.
@Suite struct PositionTests {
    /// Frames of the rectangles (not the clear fill a position lays out, nor the widget's background).
    static func rects(_ view: some View) -> [CGRect] {
        Lowering.layout(Lowering.node(view)).allNodes.filter { $0.kind == .rect }.map(\.frame)
    }

    @Test func theCentreIsAtThePointOfTheParentsSpace() {
        // As Apple's four squares in a 100 × 100 ZStack: at (0, 0), (50, 0), (0, 50) and (50, 50).
        let view = ZStack {
            Rectangle().fill(.red).frame(width: 20, height: 20).position()
            Rectangle().fill(.green).frame(width: 20, height: 20).position(x: 50)
            Rectangle().fill(.blue).frame(width: 20, height: 20).position(y: 50)
            Rectangle().frame(width: 20, height: 20).position(CGPoint(x: 50, y: 50))
        }
        .frame(width: 100, height: 100)
        let f = Self.rects(view)
        #expect(f.count == 4)
        guard f.count == 4 else { return }
        // The 100 pt square is centred in the small widget: its origin is at (35, 35).
        let centres = f.map { CGPoint(x: $0.midX - 35, y: $0.midY - 35) }
        #expect(centres == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 50)])
        #expect(f.allSatisfy { $0.width == 20 && $0.height == 20 }, "\(f)")
    }

    @Test func theResultTakesTheWholeOfferAndProposesItToTheView() {
        // In a VStack under a 30 pt bar, the positioned view takes the rest of the 100 pt column (70 pt),
        // and a flexible view inside it is proposed that whole size.
        let view = VStack(spacing: 0) {
            Capsule().frame(width: 10, height: 30)
            Rectangle().position(x: 20, y: 10)
        }
        .frame(width: 100, height: 100)
        let f = Self.rects(view)
        #expect(f.count == 1)
        // The rectangle is 100 × 70 (the whole offer), its centre at (20, 10) from the space's top left
        // (35, 65): it starts at x 35 + 20 − 50 = 5 and y 65 + 10 − 35 = 40.
        #expect(f.first == CGRect(x: 5, y: 40, width: 100, height: 70), "\(f)")
    }

    @Test func aPointNearTheEdgeLetsTheViewStickOut() {
        let view = Text(verbatim: "$1.25").font(.system(size: 7)).position(x: 0, y: 0).frame(width: 60, height: 60)
        let layout = Lowering.layout(Lowering.node(view))
        guard let text = Lowering.frame(ofText: "$1.25", in: layout) else {
            Issue.record("no text in \(layout.allNodes.map(\.kind))")
            return
        }
        // The 60 pt frame is centred in the small widget (origin 55, 55); the text's centre is its corner.
        #expect(abs(text.midX - 55) < 0.5 && abs(text.midY - 55) < 0.5, "\(text)")
    }

    @Test func severalViewsInAGeometryReaderEachTakeItsSpaceFromItsCorner() {
        // 1Limit's axis: labels positioned at fractions of the reader's height, one `ForEach`, and a
        // rectangle beside them in the same builder block. Each is proposed the reader's whole size from
        // its corner (Docs/LayoutSemantics.md §a.12), so the positions are the reader's.
        let view = GeometryReader { g in
            Rectangle().frame(width: 10, height: 10)
            ForEach([0.0, 1.0], id: \.self) { v in
                Rectangle().frame(width: 4, height: 4).position(x: 20, y: v * g.size.height)
            }
        }
        .frame(width: 40, height: 100)
        let f = Self.rects(view)
        #expect(f.count == 3)
        guard f.count == 3 else { return }
        // The reader is centred in the small widget: its corner is at (65, 35).
        #expect(f[0] == CGRect(x: 65, y: 35, width: 10, height: 10), "\(f)")
        #expect(f[1] == CGRect(x: 83, y: 33, width: 4, height: 4), "\(f)")
        #expect(f[2] == CGRect(x: 83, y: 133, width: 4, height: 4), "\(f)")
    }
}
