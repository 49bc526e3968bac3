import Foundation
import Testing
@testable import Vignette

/// Gauges lay out like the shapes they are made of.
@Suite struct GaugeLayoutTests {
    let engine = FixedAdvanceTextEngine()

    func size(_ element: some Element, _ width: CGFloat, _ height: CGFloat) -> CGSize {
        Layout.layout(
            element.node, in: CGSize(width: width, height: height), environment: WidgetEnvironment(),
            textEngine: engine
        ).root.frame.size
    }

    @Test func ringGaugeTakesTheLargestSquareLikeADisc() {
        #expect(size(RingGauge(value: 0.5), 100, 60) == CGSize(width: 60, height: 60))
        #expect(size(RingGauge(value: 0.5) { Words("50%") }, 40, 90) == CGSize(width: 40, height: 40))
    }

    @Test func accessoryGaugeIsSquare() {
        #expect(
            size(AccessoryCircularGauge(value: 0.5, minLabel: "0", maxLabel: "1") { Words("5") }, 72, 72)
                == CGSize(width: 72, height: 72))
        #expect(size(AccessoryCircularGauge(value: 0.5), 100, 80) == CGSize(width: 80, height: 80))
    }

    /// The extents of each subpath of `path`.
    func boxes(_ path: Path) -> [CGRect] {
        var out: [[CGPoint]] = []
        for element in path.elements {
            switch element {
            case .move(let p): out.append([p])
            case .line(let p): out[out.count - 1].append(p)
            case .curve(let a, let b, let p): out[out.count - 1] += [a, b, p]
            case .close: break
            }
        }
        return out.map { points in
            let xs = points.map(\.x), ys = points.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    func same(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { p, q in
                abs(p.minX - q.minX) < 1e-9 && abs(p.maxX - q.maxX) < 1e-9 && abs(p.minY - q.minY) < 1e-9
                    && abs(p.maxY - q.maxY) < 1e-9
            }
    }

    /// `.accessoryLinear`'s bar (Docs/SwiftUI/Controls.md, "Gauge styles"): an 8 pt dot at the value,
    /// the bar cut 4 pt around it; the dot's centre runs from 4 pt in to 4 pt from the end.
    @Test func markerBarCutsTheBarAroundADotAtTheValue() {
        let bar = CGSize(width: 200, height: 8)
        // A half: the centre at 4 + 0.5 × 192 = 100.
        #expect(
            same(
                boxes(MarkerBar.outline(in: bar, fraction: 0.5, height: 8, gap: 4)),
                [
                    CGRect(x: 0, y: 0, width: 92, height: 8), CGRect(x: 108, y: 0, width: 92, height: 8),
                    CGRect(x: 96, y: 0, width: 8, height: 8),
                ]))
        // At the ends the dot sits at the bar's end and only the other part is drawn.
        #expect(
            same(
                boxes(MarkerBar.outline(in: bar, fraction: 0, height: 8, gap: 4)),
                [CGRect(x: 12, y: 0, width: 188, height: 8), CGRect(x: 0, y: 0, width: 8, height: 8)]))
        #expect(
            same(
                boxes(MarkerBar.outline(in: bar, fraction: 1, height: 8, gap: 4)),
                [CGRect(x: 0, y: 0, width: 188, height: 8), CGRect(x: 192, y: 0, width: 8, height: 8)]))
        #expect(size(MarkerBar(value: 0.3), 150, 300) == CGSize(width: 150, height: 8))
    }

    @Test func progressBarTakesTheWidthAndItsOwnHeight() {
        #expect(size(ProgressBar(value: 0.5), 150, 300) == CGSize(width: 150, height: 6))
        #expect(size(ProgressBar(value: 0.5, height: 10), 80, 300) == CGSize(width: 80, height: 10))
        // In a column it keeps its height and leaves the rest to its siblings.
        let column = Column(spacing: 0) {
            ProgressBar(value: 0.2)
            Fill(.red)
        }
        let layout = Layout.layout(
            column.node, in: CGSize(width: 100, height: 100), environment: WidgetEnvironment(),
            textEngine: engine)
        #expect(layout.allNodes.first { $0.kind == .fill }?.frame.height == 94)
    }
}
