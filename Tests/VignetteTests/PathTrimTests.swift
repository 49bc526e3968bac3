import Foundation
import Testing
@testable import Vignette

/// Path lengths and trims, checked against lengths worked out by hand.
@Suite struct PathTrimTests {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let rect = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 50))

    func last(_ path: Path) -> CGPoint? {
        for element in path.elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .curve(_, _, let p): return p
            case .close: continue
            }
        }
        return nil
    }

    func first(_ path: Path) -> CGPoint? {
        if case .move(let p) = path.elements.first { return p }
        return nil
    }

    func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func rectangleLengthIsItsPerimeter() {
        #expect(abs(rect.length - 300) < 1e-9)
    }

    /// Four cubic arcs are within 0.03 % of a circle (their radius errs by 0.027 % at most).
    @Test func circleLengthIsTwoPiR() {
        #expect(abs(circle.length - 2 * .pi * 50) < 2 * .pi * 50 * 3e-4)
    }

    @Test func trimmingARectangleStopsPartWayAlongAnEdge() {
        // 0.25 of 300 is 75 along the top edge; 0.5 is 150: the top edge and the right one.
        let quarter = rect.trimmed(from: 0, to: 0.25)
        #expect(near(first(quarter), CGPoint(x: 0, y: 0)) && near(last(quarter), CGPoint(x: 75, y: 0)))
        #expect(near(last(rect.trimmed(from: 0, to: 0.5)), CGPoint(x: 100, y: 50)))
        // From 0.6 (180: 30 back along the bottom, at x = 70) to 0.9 (270: 20 up the left side).
        let tail = rect.trimmed(from: 0.6, to: 0.9)
        #expect(near(first(tail), CGPoint(x: 70, y: 50)) && near(last(tail), CGPoint(x: 0, y: 30)))
        #expect(abs(tail.length - 90) < 1e-9)
    }

    @Test func trimmingACircleFollowsItsArc() {
        let quarter = circle.trimmed(from: 0, to: 0.25)
        #expect(near(first(quarter), CGPoint(x: 100, y: 50)) && near(last(quarter), CGPoint(x: 50, y: 100)))
        // An eighth of a turn clockwise from 3 o'clock is at 45°; the cubics hold the radius to 0.03 %.
        let eighth = circle.trimmed(from: 0, to: 0.125)
        #expect(near(last(eighth), CGPoint(x: 50 + 50 * cos(Double.pi / 4), y: 50 + 50 * sin(Double.pi / 4)), 0.05))
        for fraction in [0.1, 0.37, 0.5, 0.93] {
            let part = circle.trimmed(from: 0, to: fraction)
            #expect(abs(part.length - fraction * circle.length) < 1e-6, "fraction \(fraction)")
        }
        let middle = circle.trimmed(from: 0.3, to: 0.7)
        #expect(abs(middle.length - 0.4 * circle.length) < 1e-6)
    }

    @Test func emptyAndWholeTrims() {
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: 0.6, to: 0.2).elements.isEmpty)
        #expect(circle.trimmed(from: 0.5, to: 0.5).elements.isEmpty)
        #expect(circle.trimmed(from: -1, to: 2) == circle)
    }

    /// A path's subpaths are measured one after another; a gap between them draws nothing.
    @Test func trimsAcrossSubpaths() {
        let twoLines = Path([
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 10, y: 0)),
            .move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 30, y: 5)),
        ])
        let part = twoLines.trimmed(from: 0.125, to: 0.5)  // 5 … 20 of 40
        #expect(
            part.elements == [
                .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 10, y: 0)),
                .move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 10, y: 5)),
            ])
    }

    @Test func trimsOfTrimsCompose() {
        let kind = ShapeKind.disc.trimmed(from: 0.2, to: 0.6).trimmed(from: 0.5, to: 1)
        #expect(kind == .trimmed(.disc, from: 0.4, to: 0.6))
        let turned = ShapeKind.disc.rotated(by: .degrees(-90)).trimmed(from: 0, to: 0.5).inset(by: 2)
        #expect(turned == .rotated(.trimmed(.inset(.disc, by: 2), from: 0, to: 0.5), .degrees(-90)))
    }

    @Test func rotationTurnsClockwise() {
        let turned = ShapeKind.disc.trimmed(from: 0, to: 0.25).rotated(by: .degrees(-90))
        let path = Path(turned, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(near(first(path), CGPoint(x: 50, y: 0)) && near(last(path), CGPoint(x: 100, y: 50)))
    }
}
