import Charts
import Foundation
import SwiftUI
import Testing
import Vignette

/// `AxisMarks(values:) { value in … }` runs its content once per value: `value.as(_:)`, `index` and
/// `count` read the value, `AxisValueLabel { Text(…) }` gives its label (Docs/Charts.md, "Axis builders").
@Suite struct ChartAxisValueTests {
    static let days = ["Mo", "Tu", "We"]

    static func spec(_ chart: some View) -> ChartSpec? {
        guard case .chart(let spec) = Lowering.node(chart) else { return nil }
        return spec
    }

    static var chart: some View {
        Chart(Array(zip(days, [40, 95, 0])), id: \.0) { day, minutes in
            BarMark(x: .value("Day", day), y: .value("Minutes", minutes))
        }
        .chartXAxis {
            AxisMarks(values: days) { value in
                let day = value.as(String.self) ?? "?"
                if value.index == 0 { AxisGridLine() }
                AxisValueLabel { Text(day.uppercased()).foregroundColor(.gray) }
            }
        }
        .chartYAxis {
            AxisMarks(values: [0, 60, 120]) { value in
                if let minutes = value.as(Int.self), minutes > 0 {
                    AxisValueLabel("\(minutes / 60) h of \(value.count)")
                }
            }
        }
    }

    @Test func eachValueGetsTheLabelItsContentGives() throws {
        let spec = try #require(Self.spec(Self.chart))
        #expect(spec.xAxis.values == Self.days.map(ChartValue.category))
        #expect(spec.xAxis.valueLabels == ["MO", "TU", "WE"])
        #expect(spec.xAxis.showsGridLines)
        #expect(spec.yAxis.valueLabels == ["", "1 h of 3", "2 h of 3"])
        #expect(!spec.yAxis.showsGridLines)
    }

    @Test func aValueReadsAsItsOwnKindOnly() throws {
        var read: [String] = []
        _ = AxisMarks(values: [1.5, 2]) { value in
            let _ = read.append(
                "\(value.as(Double.self).map { "\($0)" } ?? "-") \(value.as(Int.self).map { "\($0)" } ?? "-") \(value.as(String.self) ?? "-")"
            )
            AxisValueLabel()
        }
        #expect(read == ["1.5 - -", "2.0 2 -"])
    }

    @Test func plainLabelsLeaveTheValuesFormatted() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mo"), y: .value("Minutes", 3)) }
            .chartYAxis {
                AxisMarks(values: [0, 5]) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
        let spec = try #require(Self.spec(chart))
        #expect(spec.yAxis.valueLabels == nil)
        #expect(spec.yAxis.showsLabels && spec.yAxis.showsGridLines)
    }
}
