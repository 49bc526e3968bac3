import Foundation
import Testing
@testable import Vignette

/// Wrapped lines of a text style follow at the style's leading (Apple's Dynamic Type table), one
/// line is SF Pro's line height: measured against iOS's renders (Docs/LayoutSemantics.md §2,
/// "Wrapped lines", and Docs/Comparisons.md).
@Suite struct LineLeadingTests {
    let engine = FixedAdvanceTextEngine()
    let natural17 = 17 * 2444.0 / 2048  // 20.287109375

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test func textStylesSpaceWrappedLinesAtTheirLeading() {
        #expect(LineMetrics(font: .body).linePitch == 22)
        #expect(LineMetrics(font: .title).linePitch == 34)
        #expect(LineMetrics(font: .largeTitle).linePitch == 41)
        // One line stays the font's own height.
        #expect(close(LineMetrics(font: .body).lineHeight, natural17))
        // The leading goes with the Dynamic Type size: body at medium is 16/21, the large title 33/40.
        #expect(LineMetrics(font: Typeface.body.scaled(to: .medium)).linePitch == 21)
        #expect(LineMetrics(font: Typeface.largeTitle.scaled(to: .medium)).linePitch == 40)
        // A weight or design of a text style keeps its leading.
        #expect(LineMetrics(font: Typeface.body.bold().design(.monospaced)).linePitch == 22)
    }

    @Test func fontsWithoutAStyleAndLeadingsBelowTheLineHeightKeepTheLineHeight() {
        #expect(close(LineMetrics(font: .system(size: 17)).linePitch, natural17))
        #expect(close(LineMetrics(font: .custom("Georgia", size: 17)).linePitch, natural17))
        // caption2 is 11/13, under its 13.127 pt line; body at AX5 is 53/62, under 63.247.
        #expect(close(LineMetrics(font: .caption2).linePitch, 11 * 2444.0 / 2048))
        let ax5 = LineMetrics(font: Typeface.body.scaled(to: .accessibility5))
        #expect(ax5.linePitch == ax5.lineHeight)
    }

    @Test func aSizeTheTableLacksTakesTheNearestLeadingInProportion() {
        // 18.7 pt (body shrunk, or relative to body): nearest row 19/24, so 18.7 × 24/19.
        #expect(abs(TextStyle.body.leading(atSize: 18.7) - 18.7 * 24 / 19) < 1e-9)
    }

    @Test func heightAndLinesFittingCountTheFirstLineOnceAndThePitchAfter() {
        let body = LineMetrics(font: .body)
        #expect(body.height(ofLines: 0) == 0)
        #expect(close(body.height(ofLines: 3), natural17 + 44))
        #expect(body.lines(fitting: 62) == 2)  // three need 64.29
        #expect(body.lines(fitting: natural17 + 44) == 3)
        #expect(body.lines(fitting: 5) == 1)
    }

    @Test func wrappedBodyLinesAreDrawnTwentyTwoPointsApart() throws {
        // "aa bb cc" at 17 pt (8.5 pt a character) in 30 pt: three lines of 17 pt.
        let result = Layout.layout(
            Words("aa bb cc").font(.body).named("t").node, in: CGSize(width: 30, height: 200),
            environment: WidgetEnvironment(displayScale: 3), textEngine: engine)
        let frame = try #require(result.frame(named: "t"))
        // 20.287 + 2 × 22 = 64.287, rounded up to the pixel at 3x.
        #expect(abs(frame.height - 193.0 / 3) < 1e-9)
        let baselines = DisplayListBuilder.build(result, canvas: CGSize(width: 30, height: 200)).items.compactMap {
            item -> CGFloat? in
            if case .text(let run) = item { return run.origin.y - frame.minY } else { return nil }
        }
        let ascent = 17 * 1950.0 / 2048
        #expect(baselines.count == 3)
        for (i, baseline) in baselines.enumerated() { #expect(abs(baseline - (ascent + 22 * CGFloat(i))) < 1e-9) }
    }
}
