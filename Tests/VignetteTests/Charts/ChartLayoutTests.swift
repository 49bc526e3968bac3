import Foundation
import Testing
@testable import Vignette

/// Charts take the size offered and put their marks in the plot left by the axis labels
/// (Docs/Charts.md, "Layout"). Characters here are half the font size wide, so a caption 2
/// label (11 pt) is 5.5 pt per character.
@Suite struct ChartLayoutTests {
    let engine = FixedAdvanceTextEngine()
    /// The height of a caption 2 label line.
    let line = LineMetrics(size: 11).lineHeight

    func layout(_ element: some Element, _ width: CGFloat = 200, _ height: CGFloat = 100) -> LayoutResult {
        var env = WidgetEnvironment()
        env.locale = Locale(identifier: "en_US")
        return Layout.layout(element.node, in: CGSize(width: width, height: height), environment: env, textEngine: engine)
    }

    func frame(_ name: String, in result: LayoutResult) -> CGRect? {
        result.allNodes.first { $0.name == name }?.frame
    }

    static let steps: [(String, Double)] = [("Mon", 3000), ("Tue", 6000), ("Wed", 9000)]

    @Test func aChartTakesTheSizeOfferedLikeAColour() {
        let result = layout(Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }, 180, 90)
        #expect(result.root.kind == .chart)
        #expect(result.root.frame == CGRect(x: 0, y: 0, width: 180, height: 90))
    }

    @Test func barsFillFourFifthsOfTheirBandFromZero() throws {
        let result = layout(Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) })
        // y ticks 0…10,000: the widest label "10,000" is 6 × 5.5 = 33 pt, then a 4 pt gap on the trailing side.
        let plotWidth: CGFloat = 200 - 33 - 4
        let top = (line / 2).rounded(.up), bottom = 100 - line - 4
        let step = plotWidth / 3
        for (index, (_, steps)) in Self.steps.enumerated() {
            let bar = try #require(frame("bar \(index)", in: result))
            let height = (bottom - top) * CGFloat(steps / 10000)
            #expect(abs(bar.minX - step * (CGFloat(index) + 0.1)) < 0.001)
            #expect(abs(bar.width - step * 0.8) < 0.001)
            #expect(abs(bar.maxY - bottom) < 0.001)
            #expect(abs(bar.height - height) < 0.001)
        }
    }

    @Test func axisLabelsShowTheTicksBesideThePlot() {
        let result = layout(Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) })
        let texts = result.allNodes.filter { $0.kind == .words }.compactMap { $0.lines?.joined() }
        #expect(texts == ["Mon", "Tue", "Wed", "0", "2,000", "4,000", "6,000", "8,000", "10,000"])
    }

    @Test func aLeadingAxisMovesThePlotAndHiddenAxesGiveItEverything() throws {
        let leading = layout(Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }
            .yAxis(ChartAxis(position: .leading)))
        #expect(abs(try #require(frame("bar 0", in: leading)).minX - (37 + 163 / 3 * 0.1)) < 0.001)
        let bare = layout(Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }
            .xAxis(.hidden).yAxis(.hidden).yDomain(0...9000))
        let last = try #require(frame("bar 2", in: bare))
        #expect(abs(last.maxX - (200 - 200.0 / 3 * 0.1)) < 0.001)
        #expect(last.minY == 0)
        #expect(last.maxY == 100)
        #expect(bare.allNodes.allSatisfy { $0.kind != .words })
    }

    @Test func stackedBarsSitOnEachOtherAndSeriesGetALegend() throws {
        let result = layout(Plot {
            ChartMark.bar(x: .value("Day", "Mon"), y: .value("Steps", 2)).series(.value("Who", "Ann"))
            ChartMark.bar(x: .value("Day", "Mon"), y: .value("Steps", 3)).series(.value("Who", "Bo"))
        }.yAxis(.hidden).xAxis(.hidden))
        let lower = try #require(frame("bar 0", in: result)), upper = try #require(frame("bar 1", in: result))
        #expect(abs(upper.maxY - lower.minY) < 0.001)
        // The legend takes a label line and an 8 pt gap from the bottom; the domain is 0…5.
        let plotHeight = 100 - line - 8
        #expect(abs(lower.height - plotHeight * 2 / 5) < 0.001)
        let legend = try #require(frame("legend", in: result))
        #expect(legend.minX == 0)
        #expect(abs(legend.maxY - 100) < 0.5)
    }

    @Test func pointsCentreOnTheirValueAndLinesSpanThePlot() throws {
        let result = layout(Plot {
            ChartMark.point(x: .value("t", 0), y: .value("v", 0))
            ChartMark.point(x: .value("t", 10), y: .value("v", 10))
            ChartMark.line(x: .value("t", 0), y: .value("v", 5))
            ChartMark.line(x: .value("t", 10), y: .value("v", 10))
        }.xAxis(.hidden).yAxis(.hidden))
        #expect(frame("point 0", in: result) == CGRect(x: -4, y: 96, width: 8, height: 8))
        #expect(frame("point 1", in: result) == CGRect(x: 196, y: -4, width: 8, height: 8))
        #expect(frame("line 0", in: result) == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func anInvalidChartLaysOutEmpty() {
        let result = layout(Plot { })
        #expect(result.root.kind == .chart)
        #expect(result.root.children.isEmpty)
    }
}
