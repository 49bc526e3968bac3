import Foundation
import Testing
@testable import Vignette

/// Charts in tree JSON round-trip, and bad charts are errors naming the mark and the problem.
@Suite struct ChartCodingTests: TreeJSONTesting {
    static let full = #"""
        {"type": "chart", "legend": "visible", "xDomain": [{"date": "2026-11-23T00:00:00Z"}, {"date": "2026-11-24T00:00:00Z"}],
         "yAxis": {"position": "leading", "values": [0, 50, 100], "gridLines": false}, "xAxis": "hidden", "yDomain": [0, 100],
         "marks": [
          {"mark": "area", "x": {"label": "Time", "value": {"date": "2026-11-23T09:00:00Z"}}, "y": {"label": "%", "value": 40},
           "interpolation": "monotone", "stacking": "unstacked", "color": "blue", "opacity": 0.2},
          {"mark": "line", "x": {"label": "Time", "value": {"date": "2026-11-23T12:00:00Z"}}, "y": {"label": "%", "value": 55},
           "series": {"label": "City", "value": "Oslo"}, "lineStyle": {"lineWidth": 3, "dash": [4, 2]}, "symbol": "diamond",
           "symbolSize": {"width": 12, "height": 6}},
          {"mark": "rule", "y": {"value": 50}, "lineStyle": 1},
          {"mark": "bar", "x": {"value": {"date": "2026-11-23T15:00:00Z"}}, "y": {"value": 10}, "yEnd": {"value": 30}, "cornerRadius": 4}
        ]}
        """#

    @Test func aChartRoundTripsThroughItsCanonicalJSON() throws {
        let node = try Self.decode(Self.full)
        guard case .chart(let spec) = node else {
            Issue.record("not a chart: \(node)")
            return
        }
        #expect(spec.marks.map(\.kind) == [.area, .line, .rule, .bar])
        #expect(spec.marks[0].interpolation == .monotone)
        #expect(spec.marks[1].lineStyle == StrokeStyle(lineWidth: 3, dash: [4, 2]))
        #expect(spec.marks[1].symbolSize == CGSize(width: 12, height: 6))
        #expect(spec.yAxis.position == .leading)
        #expect(spec.xAxis == .hidden)
        let again = try Self.decode(String(decoding: try node.jsonData(), as: UTF8.self))
        #expect(again == node)
        #expect(try again.jsonData() == node.jsonData())
    }

    @Test func scaleOptionsAndClippedCellsRoundTrip() throws {
        let text =
            #"{"type": "chart", "marks": [{"mark": "rectangle", "x": {"value": 0}, "xEnd": {"value": 1}, "y": {"value": 0}, "#
            + #""yEnd": {"value": 1}, "clipShape": {"type": "roundedRect", "cornerRadius": 2}}], "#
            + #""yScale": {"reversed": true}, "xScale": {"includesZero": false}}"#
        let node = try Self.decode(text)
        guard case .chart(let spec) = node else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.yScale == ChartScaleOptions(reversed: true))
        #expect(spec.xScale == ChartScaleOptions(includesZero: false))
        #expect(spec.marks[0].clipShape == .roundedRect(cornerRadius: 2, style: .circular))
        #expect(try Self.decode(String(decoding: try node.jsonData(), as: UTF8.self)) == node)
        #expect(
            Self.message(
                #"{"type": "chart", "marks": [{"mark": "bar", "x": {"value": 1}, "y": {"value": 1}}], "yScale": {"flipped": true}}"#
            )?
            .contains("flipped") == true)
    }

    @Test func sectorsKeepTheirRadiiAndInsets() throws {
        let node = try Self.decode(
            #"{"type": "chart", "marks": [{"mark": "sector", "angle": {"value": 3}, "innerRadius": 0.6, "angularInset": 1.5},"#
                + #"{"mark": "sector", "angle": {"value": 1}, "innerRadius": {"fixed": 20}}]}"#)
        guard case .chart(let spec) = node else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.marks[0].innerRadius == .ratio(0.6))
        #expect(spec.marks[1].innerRadius == .fixed(20))
        #expect(try Self.decode(String(decoding: try node.jsonData(), as: UTF8.self)) == node)
    }

    @Test func badChartsAreErrorsNamingTheMarkAndTheProblem() {
        // An empty chart is no error: it draws its axes (ChartEmptyTests).
        #expect(Self.message(#"{"type": "chart", "marks": []}"#) == nil)
        #expect(
            Self.message(
                #"{"type": "chart", "marks": [{"mark": "bar", "x": {"value": "Mon"}, "y": {"value": 1}},"#
                    + #"{"mark": "bar", "x": {"value": 2}, "y": {"value": 3}}]}"#)
                == "tree.json: top level: invalid chart x values 'mark 1 (bar) has the number 2': expected one kind of value per axis, as mark 0 has a string"
        )
        #expect(
            Self.message(#"{"type": "chart", "marks": [{"mark": "line", "x": {"value": 1}}]}"#)
                == "tree.json: top level: invalid chart mark 0 (line) 'without a y': expected an x and a y value")
        // A bar needs one value (`BarMark(x:)` spans the plot across), not none.
        #expect(Self.message(#"{"type": "chart", "marks": [{"mark": "bar", "x": {"value": 1}}]}"#) == nil)
        #expect(
            Self.message(#"{"type": "chart", "marks": [{"mark": "bar", "series": {"value": "Run"}}]}"#)
                == "tree.json: top level: invalid chart mark 0 (bar) 'without an x or a y': expected an x or a y value")
        #expect(
            Self.message(
                #"{"type": "chart", "yDomain": [10, 0], "marks": [{"mark": "point", "x": {"value": 1}, "y": {"value": 1}}]}"#
            )
                == "tree.json: top level: invalid chart y scale domain '10…0': expected a lower and a greater upper bound"
        )
        #expect(
            Self.message(#"{"type": "chart", "marks": [{"mark": "pie", "angle": {"value": 1}}]}"#)?
                .hasPrefix("tree.json: marks[0].mark: unknown mark 'pie'") == true)
    }

    @Test func aWidgetWithABadChartIsAnErrorNamingTheWidget() {
        let tree = Node.column(
            .center, spacing: nil,
            [
                Plot { ChartMark.bar(x: .value("Day", "Mon"), y: .value("Steps", 1)) }.node,
                Plot {}.node, Plot { ChartMark(.line, x: .value("Day", 1)) }.node,
            ])
        #expect(
            throws: VignetteError.invalidValue(
                name: "widget 'Steps' chart 2 mark 0 (line)", value: "without a y",
                expected: "an x and a y value")
        ) {
            try tree.checkCharts(source: "widget 'Steps'")
        }
    }
}
