import Foundation
import SwiftUI
import Testing
import Vignette

/// Lazy stacks, ViewThatFits and grids, laid out by the core engine (Docs/SwiftUI/Containers.md).
@Suite struct ContainersTests {
    @Test func aLazyVStackTakesTheWholeWidthAndAlignsItsRowsInIt() throws {
        let lazy = Lowering.layout(Lowering.node(LazyVStack(alignment: .leading, spacing: 2) { Text("a"); Text("bb") }
            .background(Color.red)))
        let eager = Lowering.layout(Lowering.node(VStack(alignment: .leading, spacing: 2) { Text("a"); Text("bb") }
            .background(Color.red)))
        let lazyBackground = try #require(lazy.allNodes.last { $0.kind == .fill }?.frame)
        let eagerBackground = try #require(eager.allNodes.last { $0.kind == .fill }?.frame)
        // The lazy stack spans the content width (170 − 2 × 16 pt); the eager one hugs its rows.
        #expect(lazyBackground.minX == 16 && lazyBackground.width == 138)
        #expect(eagerBackground.width < 30)
        #expect(lazyBackground.height == eagerBackground.height)
        #expect(try #require(Lowering.frame(ofText: "a", in: lazy)).minX == 16)
    }

    @Test func aLazyHStackTakesTheWholeHeight() throws {
        let lazy = Lowering.layout(Lowering.node(LazyHStack(alignment: .top) { Text("a"); Text("b") }.background(Color.red)))
        let background = try #require(lazy.allNodes.last { $0.kind == .fill }?.frame)
        #expect(background.minY == 16 && background.height == 138)
        #expect(try #require(Lowering.frame(ofText: "a", in: lazy)).minY == 16)
    }
}

extension ContainersTests {
    @Test func viewThatFitsLowersToTheCoreChoice() {
        let view = ViewThatFits(in: .horizontal) { Text("Long title"); Text("Short") }
        #expect(Lowering.node(view) == FirstThatFits(in: .horizontal) { Words("Long title"); Words("Short") }.node)
    }

    @Test func viewThatFitsShowsTheLongTextWhenItFitsAndTheShortOneWhenNot() throws {
        func shown(width: CGFloat) -> [String] {
            let view = ViewThatFits(in: .horizontal) {
                Text("Wednesday, 25 November")
                Text("Wed 25")
            }
            .frame(width: width)
            return Lowering.layout(Lowering.node(view)).allNodes.compactMap(\.lines).flatMap { $0 }
        }
        // Only the chosen child is laid out and drawn.
        #expect(shown(width: 300) == ["Wednesday, 25 November"])
        #expect(shown(width: 120) == ["Wed 25"])
    }
}
