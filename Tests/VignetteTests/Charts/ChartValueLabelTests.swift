import Foundation
import Testing
@testable import Vignette

/// An axis's own label for each of its values (`AxisValueLabel { Text(…) }` per value; Docs/Charts.md,
/// "Axis builders"): the text replaces the formatted value, an empty one leaves the value unlabelled.
@Suite struct ChartValueLabelTests: TreeJSONTesting {
    static let minutes: [(String, Double)] = [("Mo", 30), ("Tu", 90), ("We", 0)]

    static func plot(x: ChartAxis = ChartAxis(), y: ChartAxis = ChartAxis()) -> some Element {
        Plot(minutes) { ChartMark.bar(x: .value("Day", $0.0), y: .value("Minutes", $0.1)) }
            .xAxis(x).yAxis(y).yDomain(0...120)
    }

    static func texts(_ result: LayoutResult) -> [String] {
        result.allNodes.filter { $0.kind == .words }.compactMap { $0.lines?.joined() }
    }

    @Test func givenLabelsReplaceTheFormattedValuesAndEmptyOnesDrawNothing() {
        let y = ChartAxis(values: [0, 60, 120].map(ChartValue.number), valueLabels: ["", "1 h", "2 h"])
        let x = ChartAxis(values: ["Mo", "Tu", "We"].map(ChartValue.category), valueLabels: ["Monday", nil, "W"])
        let result = ChartTesting.layout(Self.plot(x: x, y: y))
        #expect(Self.texts(result) == ["Monday", "Tu", "W", "1 h", "2 h"])
    }

    @Test func theWidestGivenLabelSetsTheAxisWidth() throws {
        // "2 h" is 3 × 5.5 = 16.5 pt, rounded up to 17, then the 4 pt gap: the plot is 200 − 21 wide.
        let y = ChartAxis(values: [0, 60, 120].map(ChartValue.number), valueLabels: ["", "1 h", "2 h"])
        let result = ChartTesting.layout(Self.plot(y: y))
        let last = try #require(result.allNodes.first { $0.name == "bar 2" }?.frame)
        #expect(abs(last.minX - (179.0 / 3 * 2.1)) < 0.001)
        let label = try #require(result.allNodes.first { $0.kind == .words && $0.lines?.joined() == "2 h" }?.frame)
        #expect(abs(label.minX - 183) < 0.001)
        #expect(abs(label.width - 50.0 / 3) < 0.001)  // 16.5 pt on the 1/3 pt pixel grid
    }

    @Test func labelsRoundTripAndAWrongCountIsAnError() throws {
        let text =
            #"{"type": "chart", "marks": [{"mark": "bar", "x": {"value": "Mo"}, "y": {"value": 1}}], "#
            + #""yAxis": {"values": [0, 1], "valueLabels": [null, "one"]}}"#
        let node = try Self.decode(text)
        guard case .chart(let spec) = node else {
            Issue.record("not a chart")
            return
        }
        #expect(spec.yAxis.valueLabels == [nil, "one"])
        #expect(try Self.decode(String(decoding: try node.jsonData(), as: UTF8.self)) == node)
        #expect(
            Self.message(text.replacingOccurrences(of: #"[null, "one"]"#, with: #"["one"]"#))
                == "tree.json: top level: invalid chart y axis value labels '1 labels for 2 values': expected one label (or null) for each of the axis's values"
        )
    }
}
