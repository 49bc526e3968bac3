import Charts
import Foundation
import SwiftUI
import Testing
import Vignette

private struct Reading: Identifiable {
    let hour: Int
    let city: String
    let degrees: Double
    var id: String { "\(city)\(hour)" }
}

/// `import Charts` code as Apple documents it lowers to the core chart it means (Docs/Charts.md).
@Suite struct ChartsTests {
    @Test func aChartOfDataLowersToOneMarkPerElement() {
        let steps = [("Mon", 5200), ("Tue", 8100)]
        let chart = Chart(steps, id: \.0) { day in
            BarMark(x: .value("Day", day.0), y: .value("Steps", day.1)).cornerRadius(4)
        }
        let expected = Plot(steps) { day in
            ChartMark.bar(x: .value("Day", day.0), y: .value("Steps", Double(day.1))).cornerRadius(4)
        }
        #expect(Lowering.node(chart) == expected.node)
    }

    @Test func seriesStylesAndAxesReachTheCoreChart() {
        let readings = [
            Reading(hour: 9, city: "Oslo", degrees: 4), Reading(hour: 12, city: "Oslo", degrees: 7),
            Reading(hour: 9, city: "Rome", degrees: 14),
        ]
        let chart = Chart {
            ForEach(readings) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.degrees))
                    .foregroundStyle(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 2))
                    .symbol(.circle)
            }
            RuleMark(y: .value("Freezing", 0))
        }
        .chartXAxis(.hidden)
        .chartYAxis { AxisMarks(position: .leading) }
        .chartYScale(domain: 0...100)
        .chartLegend(.hidden)
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.marks.count == 4)
        #expect(
            spec.marks[0]
                == ChartMark.line(x: .value("Hour", 9), y: .value("°C", 4)).series(.value("City", "Oslo"))
                .interpolation(.catmullRom).lineStyle(StrokeStyle(lineWidth: 2)).symbol(.circle))
        #expect(spec.marks[3] == ChartMark.rule(y: .value("Freezing", 0)))
        #expect(spec.xAxis.visibility == .hidden)
        #expect(spec.yAxis == ChartAxis(visibility: .visible, position: .leading))
        #expect(spec.yDomain == [.number(0), .number(100)])
        #expect(spec.legend == .hidden)
    }

    /// A heat map written as Swift Charts code is: cells of `RectangleMark(xStart:xEnd:yStart:yEnd:)`,
    /// each clipped to an inset rounded shape, the y scale reversed so the week starts on top.
    @Test func aHeatMapsCellsClipAndItsScaleReverses() {
        let days = Array(0..<14)
        let chart = Chart(days, id: \.self) { day in
            RectangleMark(
                xStart: .value("Week", day / 7), xEnd: .value("Week", day / 7 + 1),
                yStart: .value("Weekday", day % 7), yEnd: .value("Weekday", day % 7 + 1)
            )
            .clipShape(RoundedRectangle(cornerRadius: 2).inset(by: 1))
            .foregroundStyle(Color.green.opacity(0.5))
        }
        .chartYScale(domain: .automatic(reversed: true))
        .chartXScale(domain: .automatic(includesZero: false))
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.marks.count == 14)
        #expect(spec.marks[8].x == .value("Week", 1) && spec.marks[8].yEnd == .value("Weekday", 2))
        #expect(spec.marks[0].clipShape == .inset(.roundedRect(cornerRadius: 2, style: .continuous), by: 1))
        #expect(spec.yScale == ChartScaleOptions(reversed: true))
        #expect(spec.xScale == ChartScaleOptions(includesZero: false))
    }

    /// One bar split by kind, as a steps widget writes it: `BarMark(x:)` without a y, the axes
    /// hidden (Apple's `init(x:yStart:yEnd:width:stacking:)`, whose nil ends span the plot).
    @Test func barsWithoutAYLowerToOneValueBars() throws {
        let kinds = [("Walk", 5210), ("Run", 3254)]
        let chart = Chart(kinds, id: \.0) { kind in
            BarMark(x: .value("Steps", kind.1)).foregroundStyle(by: .value("Kind", kind.0))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(
            spec.marks == [
                ChartMark.bar(x: .value("Steps", 5210)).series(.value("Kind", "Walk")),
                ChartMark.bar(x: .value("Steps", 3254)).series(.value("Kind", "Run")),
            ])
        #expect(spec.xAxis.visibility == .hidden && spec.yAxis.visibility == .hidden)
        let across = Chart { BarMark(y: .value("Hours", 7.5), stacking: .unstacked) }
        guard case .chart(let other) = Lowering.node(across) else {
            Issue.record("not a chart")
            return
        }
        #expect(other.marks == [ChartMark.bar(y: .value("Hours", 7.5)).stacking(.unstacked)])
        let interval = Chart { BarMark(xStart: .value("Hour", 9), xEnd: .value("Hour", 17)) }
        #expect(
            Lowering.node(interval)
                == .chart(ChartSpec(marks: [ChartMark(.bar, x: .value("Hour", 9), xEnd: .value("Hour", 17))])))
        try Lowering.node(chart).checkCharts()
    }

    @Test func sectorsTakeTheirRadiusAndInset() {
        let chart = Chart {
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.618), angularInset: 1.5)
                .foregroundStyle(by: .value("Kind", "A"))
        }
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(
            spec.marks == [
                ChartMark.sector(angle: .value("Share", 3), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .series(.value("Kind", "A"))
            ])
    }

    @Test func symbolSizeIsAnAreaOrABox() {
        // "The perceived area in square points. For example, a square with 10 points on each side has an
        // area of 100 square points" (Apple's `symbolSize(_:)`).
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbolSize(100)
            LineMark(x: .value("x", 1), y: .value("y", 2)).symbol(.square).symbolSize(CGSize(width: 6, height: 4))
        }
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.marks.map(\.symbolSize) == [CGSize(width: 10, height: 10), CGSize(width: 6, height: 4)])
    }

    @Test func axisMarksContentPicksGridLinesAndLabels() {
        let chart = Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) }
            .chartXAxis { AxisMarks(values: .automatic(desiredCount: 3)) { _ in AxisValueLabel() } }
        guard case .chart(let spec) = Lowering.node(chart) else {
            Issue.record("not a chart")
            return
        }
        #expect(
            spec.xAxis == ChartAxis(visibility: .visible, desiredCount: 3, showsGridLines: false, showsLabels: true))
    }

    @Test func anEmptyChartOrALoopOverNoDataLowersToAChartWithoutMarks() throws {
        let none: [Reading] = []
        let loop = Chart {
            ForEach(none) { reading in LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.degrees)) }
        }
        #expect(Lowering.node(Chart {}) == .chart(ChartSpec(marks: [])))
        #expect(Lowering.node(loop) == .chart(ChartSpec(marks: [])))
        try Lowering.node(loop).checkCharts()
    }
}
