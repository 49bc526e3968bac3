import Foundation
import Testing
@testable import Vignette

/// Automatic scale domains as Swift Charts infers them (Docs/Charts.md, "Scales"): the data and
/// zero, then grown to include the axis's marks — rounded out to the last automatic tick when the
/// axis shows, the explicit values when it names them, nothing when it is hidden.
@Suite struct ChartDomainTests {
    let line = ChartTesting.line

    func layout(_ element: some Element) -> LayoutResult { ChartTesting.layout(element) }

    func frame(_ name: String, in result: LayoutResult) throws -> CGRect {
        try #require(result.allNodes.first { $0.name == name }?.frame)
    }

    /// One stacked bar of 5,210 + 3,254 = 8,464 steps, as the widget draws.
    func stacked(_ y: ChartAxis) -> Plot {
        Plot {
            ChartMark.bar(x: .value("Day", "Mon"), y: .value("Steps", 5210)).series(.value("Kind", "Walk"))
            ChartMark.bar(x: .value("Day", "Mon"), y: .value("Steps", 3254)).series(.value("Kind", "Run"))
        }.xAxis(.hidden).yAxis(y).legend(.hidden)
    }

    @Test func withItsAxisHiddenAStackedBarFillsThePlot() throws {
        let result = layout(stacked(.hidden))
        let lower = try frame("bar 0", in: result), upper = try frame("bar 1", in: result)
        #expect(abs(upper.minY - 0) < 0.001)  // 8,464 is the top: no rounding to 10,000
        #expect(abs(lower.maxY - 100) < 0.001)
        #expect(abs(lower.height - 100 * 5210 / 8464) < 0.001)
        #expect(abs(upper.height - 100 * 3254 / 8464) < 0.001)
    }

    /// `BarMark(x:)` without a y, as a one-line progress chart writes it: the bars stack along x
    /// over the plot's whole height, and with the axes hidden 8,464 ends at the trailing edge.
    @Test func barsWithoutAYStackAcrossThePlotAndFillIt() throws {
        let result = layout(
            Plot {
                ChartMark.bar(x: .value("Steps", 5210)).series(.value("Kind", "Walk"))
                ChartMark.bar(x: .value("Steps", 3254)).series(.value("Kind", "Run"))
            }.xAxis(.hidden).yAxis(.hidden).legend(.hidden))
        let walk = try frame("bar 0", in: result), run = try frame("bar 1", in: result)
        #expect(abs(walk.minX) < 0.001 && abs(walk.width - 200 * 5210 / 8464) < 0.001)
        #expect(abs(run.minX - walk.maxX) < 0.001 && abs(run.maxX - 200) < 0.001)
        #expect(walk.minY == 0 && walk.height == 100 && run.minY == 0 && run.height == 100)
        // With the x axis shown, the domain rounds out to 10,000 and the bars end short of it.
        let shown = layout(
            Plot {
                ChartMark.bar(x: .value("Steps", 5210))
                ChartMark.bar(x: .value("Steps", 3254))
            }.yAxis(.hidden))
        let zero = try frame("x grid 0", in: shown).midX, last = try frame("x grid 5", in: shown).midX
        // Grid lines at 0, 2,000 … 10,000: the sixth is the domain's end.
        #expect(abs(try frame("bar 1", in: shown).maxX - (zero + (last - zero) * 0.8464)) < 0.001)
    }

    /// `BarMark(xStart:xEnd:)` without a y: the interval across the plot's whole height.
    @Test func anIntervalWithoutAYSpansThePlotsHeight() throws {
        let result = layout(
            Plot { ChartMark(.bar, x: .value("Hour", 2), xEnd: .value("Hour", 6)) }.xAxis(.hidden).yAxis(.hidden))
        let bar = try frame("bar 0", in: result)
        // The domain takes zero in: 0…6 over 200 pt.
        #expect(abs(bar.minX - 200 * 2 / 6) < 0.001 && abs(bar.maxX - 200) < 0.001)
        #expect(bar.minY == 0 && bar.height == 100)
    }

    @Test func withAutomaticMarksTheDomainEndsAtTheLastTick() throws {
        let result = layout(stacked(ChartAxis()))
        // Labels on the trailing side: "10,000" is 33 pt; half a label line free above and below.
        let half = (line / 2).rounded(.up), plotHeight = 100 - 2 * half
        let upper = try frame("bar 1", in: result)
        #expect(abs(upper.minY - (half + plotHeight * (1 - 8464.0 / 10000))) < 0.001)
        #expect(result.allNodes.compactMap { $0.lines?.joined() }.last == "10,000")
    }

    @Test func explicitAxisValuesAreIncludedAsTheyAre() throws {
        let result = layout(
            stacked(ChartAxis(values: [.number(0), .number(6000), .number(12000)], showsLabels: false)))
        let upper = try frame("bar 1", in: result)
        #expect(abs(upper.minY - 100 * (1 - 8464.0 / 12000)) < 0.001)
        // Values inside the data leave it unrounded: the bar still reaches the top.
        let inside = layout(stacked(ChartAxis(values: [.number(0), .number(4000)], showsLabels: false)))
        #expect(abs(try frame("bar 1", in: inside).minY) < 0.001)
    }

    @Test func aHiddenAxisWithoutZeroSpansTheDataExactly() throws {
        let result = layout(
            Plot {
                ChartMark.point(x: .value("t", 3), y: .value("v", 20))
                ChartMark.point(x: .value("t", 7), y: .value("v", 80))
            }.xAxis(.hidden).yAxis(.hidden).xScale(ChartScaleOptions(includesZero: false)).yScale(
                ChartScaleOptions(includesZero: false)))
        #expect(try frame("point 0", in: result) == CGRect(x: -4, y: 96, width: 8, height: 8))
        #expect(try frame("point 1", in: result) == CGRect(x: 196, y: -4, width: 8, height: 8))
    }
}
