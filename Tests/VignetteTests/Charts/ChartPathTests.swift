import Foundation
import Testing
@testable import Vignette

/// The outlines of lines and sectors (Docs/Charts.md, "Marks").
@Suite struct ChartPathTests {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 40)]

    @Test func catmullRomTangentsAreHalfTheChordBetweenNeighbours() {
        let curve = ChartPaths.curve(points, .catmullRom)
        #expect(curve.count == 4)
        // From (10,10) to (20,10): tangents (20-0, 10-0)/2 and (30-10, 40-10)/2, a third of each as handles.
        #expect(
            curve[2]
                == .curve(
                    CGPoint(x: 10 + 20.0 / 6, y: 10 + 10.0 / 6), CGPoint(x: 20 - 20.0 / 6, y: 10 - 30.0 / 6),
                    to: CGPoint(x: 20, y: 10)))
    }

    @Test func monotoneCurvesDoNotOvershootAFlatStretch() {
        let curve = ChartPaths.curve(points, .monotone)
        // Between the two points at y = 10 the handles stay at y = 10: a turn gets a flat tangent.
        guard case .curve(let c1, let c2, let end) = curve[2] else {
            Issue.record("not a curve")
            return
        }
        #expect(c1.y == 10 && c2.y == 10 && end == CGPoint(x: 20, y: 10))
        let slopes = ChartPaths.monotoneTangents(points)
        #expect(slopes[1] == 0 && slopes[2] == 0)
    }

    @Test func stepsChangeAtTheStartMiddleOrEnd() {
        let two = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)]
        #expect(ChartPaths.curve(two, .stepStart) == [.move(two[0]), .line(CGPoint(x: 0, y: 5)), .line(two[1])])
        #expect(ChartPaths.curve(two, .stepEnd) == [.move(two[0]), .line(CGPoint(x: 10, y: 0)), .line(two[1])])
        #expect(
            ChartPaths.curve(two, .stepCenter)
                == [.move(two[0]), .line(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 5, y: 5)), .line(two[1])])
    }

    @Test func sectorsStartAtTwelveOClockAndRunClockwise() {
        let quarter = ChartPaths.sector(center: CGPoint(x: 50, y: 50), inner: 20, outer: 40, from: 0, to: Double.pi / 2)
        #expect(quarter.elements.first == .move(CGPoint(x: 50, y: 10)))
        guard case .curve(_, _, let end) = quarter.elements[1] else {
            Issue.record("no arc")
            return
        }
        #expect(abs(end.x - 90) < 1e-9 && abs(end.y - 50) < 1e-9)
        // Then in to the inner radius at 3 o'clock and back along it to 12 o'clock.
        #expect(quarter.elements[2] == .line(CGPoint(x: 70, y: 50)))
        #expect(quarter.elements.last == .close)
    }
}
