import Foundation
import SwiftUI
import Testing
import Vignette

/// Core Graphics' `CGPath`/`CGMutablePath` with their pieces, UIKit's `UIBezierPath` over them, and
/// SwiftUI's `Path(_:)`, `cgPath` and `forEach` between the two (Docs/SwiftUI/UIKit.md, "Bézier paths").
@Suite struct BezierPathTests {
    /// Every point of `path`, rounded to thousandths (curves' control points included).
    func points(_ path: CGPath) -> [CGPoint] {
        path.pieces.flatMap(\.points).map {
            CGPoint(x: ($0.x * 1000).rounded() / 1000, y: ($0.y * 1000).rounded() / 1000)
        }
    }

    @Test func aMutablePathKeepsItsPiecesAndTheirBox() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 30, y: 10))
        path.closeSubpath()
        #expect(
            path.pieces == [
                .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 10, y: 0)),
                .quadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 30, y: 10)), .close,
            ])
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(path.currentPoint == .zero)
        #expect(
            CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4)
        )
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func anEllipseIsFourQuarterCurvesFromItsRightmostPoint() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ellipse.pieces.count == 6 && ellipse.pieces.first == .move(CGPoint(x: 20, y: 5)))
        #expect(ellipse.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        // The first quarter ends at the bottom, its controls 0.5523 of the radii along the tangents.
        #expect(points(ellipse)[1...3] == [CGPoint(x: 20, y: 7.761), CGPoint(x: 15.523, y: 10), CGPoint(x: 10, y: 10)])
    }

    @Test func roundingSomeCornersLeavesTheOthersSharp() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10))
        let pieces = path.cgPath.pieces
        #expect(pieces.first == .move(CGPoint(x: 10, y: 0)))
        // Two curves (top-left, bottom-right); the top-right and bottom-left corners are points on lines.
        #expect(pieces.filter { if case .curve = $0 { true } else { false } }.count == 2)
        #expect(pieces.contains(.line(CGPoint(x: 100, y: 0))) && pieces.contains(.line(CGPoint(x: 0, y: 50))))
        #expect(path.bounds == rect)
        // A radius over half a side is cut to half of it, as UIKit does.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 30)
        #expect(capsule.cgPath.pieces.first == .move(CGPoint(x: 5, y: 0)))
    }

    @Test func anArcGoesTheAskedWayRoundInQuarterTurns() {
        let half = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let p = points(half.cgPath)
        // From 3 o'clock down through 6 o'clock (y grows downwards) to 9 o'clock: two quarters.
        #expect(p.first == CGPoint(x: 10, y: 0) && p.last == CGPoint(x: -10, y: 0) && p.count == 7)
        #expect(p[3] == CGPoint(x: 0, y: 10))
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(points(other.cgPath)[3] == CGPoint(x: 0, y: -10))
    }

    @Test func reversingWalksEachSubpathBackAndKeepsItClosed() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        path.close()
        #expect(
            path.reversing().cgPath.pieces == [
                .move(CGPoint(x: 10, y: 10)),
                .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 15, y: 8), control2: CGPoint(x: 15, y: 2)),
                .line(CGPoint(x: 0, y: 0)), .close,
            ])
    }

    @Test func swiftUIPathsGoToAndFromCGPathsElementByElement() {
        let mirror = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        let path = SwiftUI.Path(mirror.reversing().cgPath)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        var elements: [SwiftUI.Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(
            elements.first == .move(to: CGPoint(x: 0, y: 2)) && elements.last == .closeSubpath && elements.count == 5)
        #expect(SwiftUI.Path(path.cgPath) == path)
        // A quadratic curve comes back as the cubic a SwiftUI path stores it as.
        var curved = SwiftUI.Path()
        curved.move(to: .zero)
        curved.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 15))
        #expect(
            curved.cgPath.pieces.last
                == .curve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: 10)))
    }
}
