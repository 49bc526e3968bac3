import Foundation
import Testing
@testable import Vignette

/// The core's arcs and cornered rectangles, which SwiftUI's `Path`, `CGPath`, `UIBezierPath` and Charts'
/// sectors all draw with: points worked out by hand.
@Suite struct PathArcTests {
    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aQuarterTurnClockwiseIsOneCubicWithHandlesOf0_5523TheRadius() throws {
        let arc = Path.arc(center: CGPoint(x: 10, y: 10), radius: 20, from: 0, to: .pi / 2, clockwise: true)
        #expect(arc.elements.count == 2)
        guard case .move(let start) = arc.elements[0], case .curve(let c1, let c2, let end) = arc.elements[1] else {
            Issue.record("expected a move and a curve, got \(arc.elements)")
            return
        }
        // From 3 o'clock down to 6 o'clock on a y-down screen.
        #expect(near(start, CGPoint(x: 30, y: 10)))
        #expect(near(end, CGPoint(x: 10, y: 30)))
        #expect(near(c1, CGPoint(x: 30, y: 10 + 20 * 0.552_284_749_8), 1e-6))
        #expect(near(c2, CGPoint(x: 10 + 20 * 0.552_284_749_8, y: 30), 1e-6))
    }

    @Test func counterclockwiseGoesTheLongWayWhenTheEndAngleIsLarger() {
        // 0 to 90° the other way round is three quarters of a turn: three cubics, through 12 o'clock.
        let arc = Path.arc(center: .zero, radius: 1, from: 0, to: .pi / 2, clockwise: false)
        #expect(arc.elements.count == 4)
        guard case .curve(_, _, let first) = arc.elements[1], case .curve(_, _, let last) = arc.elements[3] else {
            Issue.record("expected curves, got \(arc.elements)")
            return
        }
        #expect(near(first, CGPoint(x: 0, y: -1)))
        #expect(near(last, CGPoint(x: 0, y: 1)))
    }

    @Test func cornerRadiiAreClampedToHalfEachSideAndZeroIsASharpCorner() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = Path(
            rect: rect,
            cornerRadii: [CGSize(width: 30, height: 30), .zero, CGSize(width: 10, height: 5), .zero])
        // Top-left clamped to 30 × 20 (half the height); top-right and bottom-left sharp.
        #expect(path.elements.first == .move(CGPoint(x: 30, y: 0)))
        #expect(path.elements.contains(.line(CGPoint(x: 100, y: 35))))
        #expect(path.elements.contains(.line(CGPoint(x: 0, y: 20))))
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 2)
        #expect(path.elements.last == .close)
    }
}
