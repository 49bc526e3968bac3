import Charts
import Foundation
import SwiftUI
import Testing
import Vignette

/// `chartXAxis { … }`/`chartYAxis { … }` with `if`, `if/else` and no marks (Docs/Charts.md).
@Suite struct ChartAxisBuilderTests {
    static func xAxis(_ chart: some View) -> ChartAxis? {
        guard case .chart(let spec) = Lowering.node(chart) else { return nil }
        return spec.xAxis
    }

    static func chart(showsLabels: Bool, compact: Bool) -> some View {
        Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }
            .chartXAxis {
                if showsLabels {
                    AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                        AxisGridLine(centered: true, stroke: SwiftUI.StrokeStyle(lineWidth: 0.5))
                        if !compact { AxisTick(centered: true, length: 4) }
                        AxisValueLabel(centered: true)
                    }
                }
            }
    }

    @Test func anIfInTheAxisBuilderKeepsOrDropsTheMarks() {
        #expect(
            Self.xAxis(Self.chart(showsLabels: true, compact: false))
                == ChartAxis(visibility: .visible, desiredCount: 3, showsGridLines: true, showsLabels: true))
        #expect(Self.xAxis(Self.chart(showsLabels: false, compact: true)) == .hidden)
    }

    @Test func ifElseChoosesTheBranchAndAnEmptyBlockHidesTheAxis() {
        func axis(_ leading: Bool) -> ChartAxis? {
            Self.xAxis(
                Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis {
                    if leading {
                        AxisMarks(position: .leading)
                    } else {
                        AxisMarks(position: .trailing) { _ in AxisGridLine() }
                    }
                })
        }
        #expect(axis(true)?.position == .leading && axis(true)?.showsLabels == true)
        #expect(axis(false)?.position == .trailing && axis(false)?.showsLabels == false)
        #expect(Self.xAxis(Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis {}) == .hidden)
    }
}
