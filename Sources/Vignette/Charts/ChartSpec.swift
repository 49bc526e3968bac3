import Foundation

/// A chart as data (Swift Charts' `Chart` with its modifiers): marks, the two axes, explicit
/// scale domains and the legend. Laid out by `ChartPlan` for the size the chart is given
/// (Docs/Charts.md).
public struct ChartSpec: Hashable, Sendable {
    public var marks: [ChartMark]
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    /// An explicit x domain (`chartXScale(domain:)`): two continuous values, or the categories in order.
    public var xDomain: [ChartValue]?
    public var yDomain: [ChartValue]?
    /// Whether the series legend shows; automatic shows it when marks have series.
    public var legend: ChartAxis.Visibility
    /// How the automatic x and y scales are adjusted (`chartXScale(domain: .automatic(…))`).
    public var xScale = ChartScaleOptions()
    public var yScale = ChartScaleOptions()

    public init(
        marks: [ChartMark], xAxis: ChartAxis = ChartAxis(), yAxis: ChartAxis = ChartAxis(),
        xDomain: [ChartValue]? = nil, yDomain: [ChartValue]? = nil, legend: ChartAxis.Visibility = .automatic
    ) {
        self.marks = marks
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xDomain = xDomain
        self.yDomain = yDomain
        self.legend = legend
    }

    func axis(_ axis: Axis) -> ChartAxis { axis == .horizontal ? xAxis : yAxis }
    func domain(_ axis: Axis) -> [ChartValue]? { axis == .horizontal ? xDomain : yDomain }
    func scaleOptions(_ axis: Axis) -> ChartScaleOptions { axis == .horizontal ? xScale : yScale }

    /// The series names in order of first appearance.
    var seriesNames: [String] {
        var seen: [String] = []
        for mark in marks {
            if let name = mark.series.map({ Self.text($0.value) }), !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// A value as a series or category name.
    static func text(_ value: ChartValue) -> String {
        switch value {
        case .category(let s): s
        case .number(let n): JSONValue.text(n)
        case .date(let d): ISO8601DateFormatter().string(from: d)
        }
    }
}

/// How an axis's scale is adjusted (Swift Charts' `AutomaticScaleDomain`,
/// `.automatic(includesZero:reversed:)`; Docs/Charts.md, "Scales").
public struct ChartScaleOptions: Hashable, Sendable {
    /// Whether a numeric domain taken from the data is widened to include zero.
    public var includesZero: Bool
    /// Whether the scale runs the other way: x from the trailing edge, y from the top.
    public var reversed: Bool

    /// Options for one axis's scale; the defaults are Swift Charts' for numbers.
    public init(includesZero: Bool = true, reversed: Bool = false) {
        self.includesZero = includesZero
        self.reversed = reversed
    }
}

/// One axis of a chart (`chartXAxis`, `chartYAxis`, `AxisMarks`).
public struct ChartAxis: Hashable, Sendable {
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        case automatic, visible, hidden
    }

    /// Which side of the plot the labels go (`AxisMarks(position:)`).
    public enum Position: String, Hashable, Sendable, CaseIterable {
        case automatic, leading, trailing, top, bottom
    }

    public var visibility: Visibility
    public var position: Position
    /// The values marked; nil chooses them (`AxisMarkValues.automatic`).
    public var values: [ChartValue]?
    /// How many values to aim for when choosing them (`automatic(desiredCount:)`); nil: 5 (our estimate).
    public var desiredCount: Int?
    public var showsGridLines: Bool
    public var showsLabels: Bool
    /// The label of each of `values`, in order (`AxisValueLabel { Text(…) }`); a nil entry, or nil
    /// here, formats the value; an empty one draws no label there.
    public var valueLabels: [String?]?

    public init(
        visibility: Visibility = .automatic, position: Position = .automatic, values: [ChartValue]? = nil,
        desiredCount: Int? = nil, showsGridLines: Bool = true, showsLabels: Bool = true,
        valueLabels: [String?]? = nil
    ) {
        self.visibility = visibility
        self.position = position
        self.values = values
        self.desiredCount = desiredCount
        self.showsGridLines = showsGridLines
        self.showsLabels = showsLabels
        self.valueLabels = valueLabels
    }

    /// The label `valueLabels` gives `value`, if any.
    func givenLabel(_ value: ChartValue) -> String? {
        guard let valueLabels, let index = values?.firstIndex(of: value), index < valueLabels.count else { return nil }
        return valueLabels[index]
    }

    /// A hidden axis (`chartXAxis(.hidden)`).
    public static let hidden = ChartAxis(visibility: .hidden)
}
