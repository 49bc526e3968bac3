import Foundation
import Testing
@testable import Vignette

/// Dynamic Type sizes (Docs/WidgetFacts.md §5b) and what follows from them.
@Suite struct DynamicTypeTests {
    let engine = FixedAdvanceTextEngine()

    func wordsWidth(_ element: some Element, environment: WidgetEnvironment = WidgetEnvironment()) -> CGFloat? {
        Layout.layout(element.node, in: CGSize(width: 500, height: 500), environment: environment, textEngine: engine)
            .allNodes.first { $0.kind == .words }?.frame.width
    }

    @Test func headlineIsFiftyThreePointsAtAX5() {
        #expect(TextStyle.headline.size(at: .accessibility5) == 53)
        // Two characters at half the font size each: 53 pt wide at 53 pt.
        #expect(wordsWidth(Words("ab").font(.headline).dynamicTypeSize(.accessibility5)) == 53)
        var environment = WidgetEnvironment()
        environment.dynamicTypeSize = .accessibility5
        #expect(environment.resolvedFont.size == 53)  // the default font is body: 53 too
        #expect(wordsWidth(Words("ab").font(.caption2), environment: environment) == 40)
    }

    @Test func fixedSizesDoNotScale() {
        #expect(wordsWidth(Words("ab").font(.system(size: 20)).dynamicTypeSize(.accessibility5)) == 20)
    }

    @Test func everyStyleHasTwelveSizesAndLargeIsTheDefault() {
        for style in TextStyle.allCases {
            #expect(TextStyle.scaledSizes[style]?.count == DynamicTypeSize.allCases.count)
            #expect(style.size(at: .large) == style.size)
        }
        #expect(TextStyle.caption2.size(at: .xSmall) == 11)
        #expect(TextStyle.largeTitle.size(at: .accessibility5) == 60)
    }

    @Test func ruleIsOnePointAtAccessibilitySizes() {
        let standard = Layout.layout(
            Column { Rule().named("r") }.node, in: CGSize(width: 100, height: 100),
            environment: WidgetEnvironment(displayScale: 3), textEngine: engine)
        let large = Layout.layout(
            Column { Rule().named("r") }.dynamicTypeSize(.accessibility1), in: CGSize(width: 100, height: 100),
            environment: WidgetEnvironment(displayScale: 3), textEngine: engine)
        #expect(abs(standard.frame(named: "r")!.height - 1.0 / 3) < 1e-9)
        #expect(large.frame(named: "r")!.height == 1)
    }
}
