import Foundation
import Testing
import Vignette

/// The maps rotation and scale effects draw through (Docs/LayoutSemantics.md §a.10).
@Suite struct DrawingTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func aQuarterTurnAboutAPivotIsClockwiseOnScreen() {
        let turn = DrawingTransform.rotation(.degrees(90), about: CGPoint(x: 10, y: 10))
        // y points down: the point right of the pivot goes below it, the pivot stays.
        #expect(close(turn.apply(CGPoint(x: 20, y: 10)), CGPoint(x: 10, y: 20)))
        #expect(close(turn.apply(CGPoint(x: 10, y: 10)), CGPoint(x: 10, y: 10)))
    }

    @Test func aScaleKeepsItsPivot() {
        let stretch = DrawingTransform.scale(x: 2, y: 0.5, about: CGPoint(x: 4, y: 4))
        #expect(close(stretch.apply(CGPoint(x: 4, y: 4)), CGPoint(x: 4, y: 4)))
        #expect(close(stretch.apply(CGPoint(x: 6, y: 8)), CGPoint(x: 8, y: 6)))
    }

    @Test func movingTheContentMovesThePivotWithIt() {
        let turn = DrawingTransform.rotation(.degrees(90), about: CGPoint(x: 10, y: 10))
        let moved = turn.translated(dx: 100, dy: 5)
        // The moved map applied to a moved point is the original result, moved.
        #expect(close(moved.apply(CGPoint(x: 120, y: 15)), CGPoint(x: 110, y: 25)))
    }
}
