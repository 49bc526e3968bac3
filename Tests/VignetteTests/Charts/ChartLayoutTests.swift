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
        return Layout.layout(
            element.node, in: CGSize(width: width, height: height), environment: env, textEngine: engine)
    }

    func frame(_ name: String, in result: LayoutResult) -> CGRect? {
        result.allNodes.first { $0.name == name }?.frame
    }

    static let steps: [(String, Double)] = [("Mon", 3000), ("Tue", 6000), ("Wed", 9000)]

    @Test func aChartTakesTheSizeOfferedLikeAColour() {
        let result = layout(
            Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }, 180, 90)
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
        let leading = layout(
            Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }
                .yAxis(ChartAxis(position: .leading)))
        #expect(abs(try #require(frame("bar 0", in: leading)).minX - (37 + 163 / 3 * 0.1)) < 0.001)
        let bare = layout(
            Plot(Self.steps) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }
                .xAxis(.hidden).yAxis(.hidden).yDomain(0...9000))
        let last = try #require(frame("bar 2", in: bare))
        #expect(abs(last.maxX - (200 - 200.0 / 3 * 0.1)) < 0.001)
        #expect(last.minY == 0)
        #expect(last.maxY == 100)
        #expect(bare.allNodes.allSatisfy { $0.kind != .words })
    }

    @Test func stackedBarsSitOnEachOtherAndSeriesGetALegend() throws {
        let result = layout(
            Plot {
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
        let result = layout(
            Plot {
                ChartMark.point(x: .value("t", 0), y: .value("v", 0))
                ChartMark.point(x: .value("t", 10), y: .value("v", 10))
                ChartMark.line(x: .value("t", 0), y: .value("v", 5))
                ChartMark.line(x: .value("t", 10), y: .value("v", 10))
            }.xAxis(.hidden).yAxis(.hidden))
        #expect(frame("point 0", in: result) == CGRect(x: -4, y: 96, width: 8, height: 8))
        #expect(frame("point 1", in: result) == CGRect(x: 196, y: -4, width: 8, height: 8))
        #expect(frame("line 0", in: result) == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aSymbolSizeSetsThePointsBox() throws {
        // wsaults/W8Trackr's `PointMark(…).symbolSize(20)`: an area of 20 square points, a box √20 across.
        let side = CGFloat(20).squareRoot()
        let result = layout(
            Plot {
                ChartMark.point(x: .value("t", 0), y: .value("v", 0)).symbolSize(CGSize(width: side, height: side))
                ChartMark.point(x: .value("t", 10), y: .value("v", 10)).symbolSize(CGSize(width: 12, height: 6))
            }.xAxis(.hidden).yAxis(.hidden))
        let first = try #require(frame("point 0", in: result))
        #expect(abs(first.width - 4.472) < 0.001 && abs(first.midX) < 0.001 && abs(first.midY - 100) < 0.001)
        #expect(frame("point 1", in: result) == CGRect(x: 194, y: -3, width: 12, height: 6))
    }

    @Test func anInvalidChartLaysOutEmpty() {
        let result = layout(Plot { ChartMark(.line, x: .value("Day", 1)) })
        #expect(result.root.kind == .chart)
        #expect(result.root.children.isEmpty)
    }
}

/// Scale options and clipped cells (Docs/Charts.md, "Scales" and "Marks"): a reversed y scale puts
/// the lowest value on top, a scale without zero starts at the data, a clip shape cuts a rectangle.
@Suite struct ChartScaleOptionTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ plot: Plot) -> LayoutResult {
        Layout.layout(
            plot.xAxis(.hidden).yAxis(.hidden).node, in: CGSize(width: 140, height: 70),
            environment: WidgetEnvironment(),
            textEngine: engine)
    }

    /// Two weeks of seven days as cells: week on x, weekday on y from 0 to 7.
    func cells(_ options: ChartScaleOptions) -> Plot {
        Plot(0..<14) { day in
            ChartMark(
                .rectangle, x: .value("Week", Double(day / 7)), xEnd: .value("Week", Double(day / 7 + 1)),
                y: .value("Weekday", Double(day % 7)), yEnd: .value("Weekday", Double(day % 7 + 1))
            )
            .clipShape(.inset(.roundedRect(cornerRadius: 2, style: .continuous), by: 1))
        }
        .yScale(options)
    }

    @Test func aReversedScalePutsTheFirstRowOnTop() throws {
        let upward = layout(cells(ChartScaleOptions()))
        let reversed = layout(cells(ChartScaleOptions(reversed: true)))
        let first = try #require(upward.allNodes.first { $0.name == "rectangle 0" }?.frame)
        let flipped = try #require(reversed.allNodes.first { $0.name == "rectangle 0" }?.frame)
        // 70 pt for 7 rows: 10 pt each; 140 pt for 2 weeks: 70 each.
        #expect(first == CGRect(x: 0, y: 60, width: 70, height: 10))
        #expect(flipped == CGRect(x: 0, y: 0, width: 70, height: 10))
        let last = try #require(reversed.allNodes.first { $0.name == "rectangle 13" }?.frame)
        #expect(last == CGRect(x: 70, y: 60, width: 70, height: 10))
    }

    @Test func eachCellIsClippedToItsInsetShape() throws {
        let result = layout(cells(ChartScaleOptions(reversed: true)))
        let cell = try #require(result.allNodes.first { $0.name == "rectangle 3" })
        func tree(_ node: PlacedNode) -> [PlacedNode] { [node] + node.children.flatMap(tree) }
        let clip = try #require(tree(cell).first { $0.kind == .clipShape })
        #expect(clip.frame == CGRect(x: 0, y: 30, width: 70, height: 10))
    }

    @Test func aScaleWithoutZeroStartsAtTheData() throws {
        func point(_ options: ChartScaleOptions) throws -> CGFloat {
            let result = layout(
                Plot([("A", 80.0), ("B", 100.0)]) { ChartMark.point(x: .value("Name", $0.0), y: .value("Value", $0.1)) }
                    .yScale(options))
            return try #require(result.allNodes.first { $0.name == "point 0" }?.frame.midY)
        }
        // With zero the domain is 0…100 and A stands 80 % up the 70 pt plot; without, it is 80…100 and A is at the bottom.
        #expect(abs(try point(ChartScaleOptions()) - 14) < 0.001)
        #expect(abs(try point(ChartScaleOptions(includesZero: false)) - 70) < 0.001)
    }
}
