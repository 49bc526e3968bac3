import Foundation

/// One value a mark plots on an axis: a number, a date, or a category (Swift Charts'
/// `Plottable`: quantitative, temporal, nominal).
public enum ChartValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// What kind of value this is, as messages name it.
    var typeName: String {
        switch self {
        case .number: "number"
        case .date: "date"
        case .category: "string"
        }
    }

    /// The value on a continuous scale (numbers as they are, dates in seconds); nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let n): n
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

/// A value with the name of what it measures (`.value("Steps", 9_000)`): the name labels
/// series in the legend and tells VoiceOver what the axis is.
public struct PlotValue: Hashable, Sendable {
    public var label: String
    public var value: ChartValue

    public init(_ label: String, _ value: ChartValue) {
        self.label = label
        self.value = value
    }

    public static func value(_ label: String, _ number: Double) -> PlotValue { PlotValue(label, .number(number)) }
    public static func value(_ label: String, _ date: Date) -> PlotValue { PlotValue(label, .date(date)) }
    public static func value(_ label: String, _ category: String) -> PlotValue { PlotValue(label, .category(category)) }
}

/// One visual element of a chart (Swift Charts' marks), as a value.
///
/// Where a mark spans a range (a bar from `xStart` to `xEnd`), `x` is the start and `xEnd`
/// the end; likewise on y. A sector uses `angle` only.
public struct ChartMark: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case bar, line, area, point, rule, rectangle, sector
    }

    /// How a line or an area's edge runs between its points (`interpolationMethod`).
    public enum Interpolation: String, Hashable, Sendable, CaseIterable {
        case linear, catmullRom, monotone, stepStart, stepCenter, stepEnd
    }

    /// How bars and areas that share a position combine (`stacking`).
    public enum Stacking: String, Hashable, Sendable, CaseIterable {
        /// On top of each other, from zero.
        case standard
        /// On top of each other, scaled so each position's total is 1.
        case normalized
        /// Each from zero, overlapping.
        case unstacked
    }

    /// The shape drawn at a point (`symbol`).
    public enum Symbol: String, Hashable, Sendable, CaseIterable {
        case circle, square, triangle, diamond, plus, cross
    }

    /// A sector's inner radius: a fraction of the outer radius, or points.
    public enum Radius: Hashable, Sendable {
        case ratio(Double)
        case fixed(CGFloat)
    }

    public var kind: Kind
    public var x: PlotValue?
    public var xEnd: PlotValue?
    public var y: PlotValue?
    public var yEnd: PlotValue?
    /// A sector's share of the whole.
    public var angle: PlotValue?
    /// The series the mark belongs to (`foregroundStyle(by:)`), which picks its colour.
    public var series: PlotValue?
    /// A fixed colour (`foregroundStyle(_:)`); nil takes the series colour.
    public var paint: Paint?
    public var interpolation: Interpolation = .linear
    /// A line's stroke; nil is the default (our estimate: 2 pt, round ends and joins).
    public var lineStyle: StrokeStyle?
    /// Drawn at each point of a line, or as a point mark; nil on a point mark is a circle.
    public var symbol: Symbol?
    /// The box a symbol is drawn in (`symbolSize(_:)`); nil is 8 × 8 (our estimate, Docs/Charts.md).
    public var symbolSize: CGSize?
    public var cornerRadius: CGFloat = 0
    /// A bar or rectangle drawn clipped to this shape laid over its box (`clipShape(_:)`).
    public var clipShape: ShapeKind?
    public var stacking: Stacking = .standard
    public var innerRadius: Radius?
    /// Points of space between neighbouring sectors.
    public var angularInset: CGFloat = 0
    public var opacity: Double = 1
    /// Views drawn beside the mark (`annotation(position:alignment:spacing:content:)`).
    public var annotations: [ChartAnnotation] = []

    public init(
        _ kind: Kind, x: PlotValue? = nil, xEnd: PlotValue? = nil, y: PlotValue? = nil, yEnd: PlotValue? = nil,
        angle: PlotValue? = nil
    ) {
        self.kind = kind
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
        self.angle = angle
    }

    /// The value the mark has on `axis`: its start, then its end when it spans a range.
    func values(on axis: Axis) -> [PlotValue] {
        axis == .horizontal ? [x, xEnd].compactMap { $0 } : [y, yEnd].compactMap { $0 }
    }
}
