import Foundation
import Testing
@testable import Vignette

/// Hand-written layout cases built with the DSL, for what the JSON fixtures don't
/// express: builder control flow, nested modifiers, and the placed tree itself.
@Suite struct LayoutEngineTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ element: some Element, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: width, height: height),
            environment: WidgetEnvironment(displayScale: scale), textEngine: engine)
    }

    @Test func threeEqualFillsShareTheRowAfterSpacing() {
        // OB: (620 − 20) / 3 = 200 for each of three equal children with spacing 10.
        let result = layout(
            Row(spacing: 10) {
                Fill(.red).named("a")
                Fill(.green).named("b")
                Fill(.blue).named("c")
            }, 620, 100)
        #expect(result.frame(named: "a") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.frame(named: "b") == CGRect(x: 210, y: 0, width: 200, height: 100))
        #expect(result.frame(named: "c") == CGRect(x: 420, y: 0, width: 200, height: 100))
    }

    @Test func builderControlFlowProducesTheRightChildren() {
        let flags = [true, false, true]
        let maybe: Words? = nil
        let result = layout(
            Column(spacing: 0) {
                for (i, on) in flags.enumerated() {
                    if on {
                        Fill(.red).frame(width: 10, height: 10).named("on\(i)")
                    } else {
                        Fill(.gray).frame(width: 10, height: 5)
                    }
                }
                maybe
                switch flags.count {
                case 3: Fill(.blue).frame(width: 10, height: 20).named("three")
                default: Fill(.blue)
                }
            }, 100, 100)
        // 10 + 5 + 10 + 20 = 45 tall, centred in 100: starts at 27.5.
        #expect(result.frame(named: "on0") == CGRect(x: 45, y: 27.5, width: 10, height: 10))
        #expect(result.frame(named: "on2") == CGRect(x: 45, y: 42.5, width: 10, height: 10))
        #expect(result.frame(named: "three") == CGRect(x: 45, y: 52.5, width: 10, height: 20))
        #expect(result.root.children.count == 4)
    }

    @Test func discIsASquareCentredInItsProposal() {
        let result = layout(Disc().named("d"), 200, 100)
        #expect(result.frame(named: "d") == CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func ruleIsOnePixelThickAcrossItsColumn() {
        let result = layout(
            Column {
                Fill(.red)
                Rule().named("r")
                Fill(.blue)
            }, 90, 300, scale: 3)
        let rule = result.frame(named: "r")!
        #expect(rule.width == 90)
        #expect(abs(rule.height - 1.0 / 3) < 1e-9)
    }

    @Test func snappingRoundsEdgesToThePixelGrid() {
        // Three fills share 100 pt: 33.333… each; at @2x the edges land on half points.
        let result = layout(
            Row(spacing: 0) {
                Fill(.red).named("a")
                Fill(.green).named("b")
                Fill(.blue).named("c")
            }, 100, 10, scale: 2
        )
        .snapped(toScale: 2)
        #expect(result.frame(named: "a") == CGRect(x: 0, y: 0, width: 33.5, height: 10))
        #expect(result.frame(named: "b") == CGRect(x: 33.5, y: 0, width: 33, height: 10))
        #expect(result.frame(named: "c") == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
    }
}
