import Foundation
import SwiftUI
import Testing
import Vignette

/// `ScrollView`, `NavigationStack` and their no-op modifiers drawn as a snapshot's first screenful
/// (Docs/SwiftUI/Scrolling.md).
@Suite struct ScrollingContainerTests {
    static func rows(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
    }

    @Test func aScrollViewShowsItsContentFromTheTop() throws {
        // Twenty rows are taller than the 138 pt content: a VStack overflows both ways, centred; the
        // scroll view starts at its top edge (y 16) and cuts the rest.
        let scrolled = Lowering.layout(Lowering.node(ScrollView { Self.rows(20) }))
        let stacked = Lowering.layout(Lowering.node(VStack { Self.rows(20) }))
        #expect(
            try #require(Lowering.frame(ofText: "Row 0", in: scrolled)).minY == 16,
            "\(scrolled.allNodes.map { "\($0.kind) \($0.frame)" })")
        #expect(try #require(Lowering.frame(ofText: "Row 0", in: stacked)).minY < 16)
        let clip = try #require(scrolled.allNodes.last { $0.kind == .clipShape })
        #expect(clip.frame == CGRect(x: 16, y: 16, width: 138, height: 138))
    }

    @Test func aShortScrollViewKeepsItsContentAtTheTopCentredAcross() throws {
        let layout = Lowering.layout(Lowering.node(ScrollView { Text("Only") }))
        let frame = try #require(Lowering.frame(ofText: "Only", in: layout))
        #expect(frame.minY == 16 && abs(frame.midX - 85) < 0.34)
    }

    @Test func aHorizontalScrollViewStartsAtTheLeadingEdge() throws {
        let layout = Lowering.layout(
            Lowering.node(
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack { Self.rows(12) }
                }))
        #expect(try #require(Lowering.frame(ofText: "Row 0", in: layout)).minX == 16)
    }

    @Test func aNavigationStackDrawsItsRootAndIgnoresTitles() {
        let plain = Lowering.node(VStack { Text("a") })
        let wrapped = Lowering.node(
            NavigationStack {
                VStack { Text("a") }.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
            })
        #expect(wrapped == plain)
        #expect(Lowering.node(NavigationView { Text("b").scrollIndicators(.hidden) }) == .words("b"))
    }
}
