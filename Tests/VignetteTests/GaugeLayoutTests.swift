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
