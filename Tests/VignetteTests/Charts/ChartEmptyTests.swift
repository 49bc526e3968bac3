import Foundation
import Testing
@testable import Vignette

/// A chart without marks (`Chart { }`, a `ForEach` over no data) is no error: it draws both axes
/// over the default domain 0…1, grid lines and labels, as iOS draws an empty chart (Docs/Charts.md,
/// "Empty charts").
@Suite struct ChartEmptyTests {
    let line = ChartTesting.line

    func layout(_ element: some Element) -> LayoutResult { ChartTesting.layout(element) }

    @Test func anEmptyChartIsValidAndDrawsBothAxes() throws {
        try ChartSpec(marks: []).validate()
        try Node.chart(ChartSpec(marks: [])).checkCharts()
        let result = layout(Plot {})
        let texts = result.allNodes.filter { $0.kind == .words }.compactMap { $0.lines?.joined() }
        let labels = ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]
        #expect(texts == labels + labels)
        // y labels: "0.0" is 3 × 5.5 = 16.5 pt, rounded up to 17, then 4 pt, on the trailing side; x labels below.
        let plot = CGRect(
            x: 0, y: (line / 2).rounded(.up), width: 200 - 17 - 4, height: 100 - (line / 2).rounded(.up) - line - 4)
        let bottom = try #require(result.allNodes.first { $0.name == "y grid 0" }?.frame)
        #expect(abs(bottom.midY - plot.maxY) < 0.001)
        #expect(abs(bottom.width - plot.width) < 0.001)
        let top = try #require(result.allNodes.first { $0.name == "y grid 5" }?.frame)
        #expect(abs(top.midY - plot.minY) < 0.001)
        let last = try #require(result.allNodes.first { $0.name == "x grid 5" }?.frame)
        #expect(abs(last.midX - plot.maxX) < 0.001)
        #expect(abs(last.height - plot.height) < 0.001)
    }

    @Test func hiddenAxesLeaveAnEmptyChartBlank() {
        let result = layout(Plot {}.xAxis(.hidden).yAxis(.hidden))
        #expect(result.root.kind == .chart)
        #expect(result.allNodes.allSatisfy { $0.kind != .words && $0.name?.contains("grid") != true })
    }
}
