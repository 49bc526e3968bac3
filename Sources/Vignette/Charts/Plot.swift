import Foundation

/// A chart of marks (Swift Charts' `Chart`), flexible like a colour: it takes the space it
/// is offered and fits axes, labels and legend inside (Docs/Charts.md).
///
/// ```swift
/// Plot(days) { day in
///     ChartMark.bar(x: .value("Day", day.name), y: .value("Steps", day.steps)).cornerRadius(4)
/// }
/// .yAxis(ChartAxis(position: .leading))
/// ```
public struct Plot: Element {
    public var spec: ChartSpec

    /// A chart of the marks the builder lists.
    public init(@PlotBuilder marks: () -> [ChartMark]) {
        spec = ChartSpec(marks: marks())
    }

    /// A chart of the marks made for each item of `data`.
    public init<Data: Sequence>(_ data: Data, @PlotBuilder marks: (Data.Element) -> [ChartMark]) {
        spec = ChartSpec(marks: data.flatMap(marks))
    }

    public var node: Node { .chart(spec) }

    private func with(_ change: (inout ChartSpec) -> Void) -> Plot {
        var copy = self
        change(&copy.spec)
        return copy
    }

    /// The x axis (`chartXAxis`): `.hidden`, or positions, values and grid lines.
    public func xAxis(_ axis: ChartAxis) -> Plot { with { $0.xAxis = axis } }
    /// The y axis (`chartYAxis`).
    public func yAxis(_ axis: ChartAxis) -> Plot { with { $0.yAxis = axis } }
    /// An explicit x domain (`chartXScale(domain:)`), used as given.
    public func xDomain(_ domain: ClosedRange<Double>) -> Plot {
        with { $0.xDomain = [.number(domain.lowerBound), .number(domain.upperBound)] }
    }
    /// An explicit y domain (`chartYScale(domain:)`), used as given.
    public func yDomain(_ domain: ClosedRange<Double>) -> Plot {
        with { $0.yDomain = [.number(domain.lowerBound), .number(domain.upperBound)] }
    }
    /// How the automatic x scale is adjusted (`chartXScale(domain: .automatic(…))`).
    public func xScale(_ options: ChartScaleOptions) -> Plot { with { $0.xScale = options } }
    /// How the automatic y scale is adjusted: `ChartScaleOptions(reversed: true)` puts the lowest value on top.
    public func yScale(_ options: ChartScaleOptions) -> Plot { with { $0.yScale = options } }
    /// Whether the series legend shows (`chartLegend`).
    public func legend(_ visibility: ChartAxis.Visibility) -> Plot { with { $0.legend = visibility } }
}

/// Collects marks: single marks, arrays of them, loops and conditions.
@resultBuilder public enum PlotBuilder {
    public static func buildExpression(_ mark: ChartMark) -> [ChartMark] { [mark] }
    public static func buildExpression(_ marks: [ChartMark]) -> [ChartMark] { marks }
    public static func buildBlock(_ parts: [ChartMark]...) -> [ChartMark] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[ChartMark]]) -> [ChartMark] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ChartMark]?) -> [ChartMark] { part ?? [] }
    public static func buildEither(first: [ChartMark]) -> [ChartMark] { first }
    public static func buildEither(second: [ChartMark]) -> [ChartMark] { second }
}

extension ChartMark {
    public static func bar(x: PlotValue, y: PlotValue) -> ChartMark { ChartMark(.bar, x: x, y: y) }
    /// A bar of `x` across the whole height of the plot (`BarMark(x:)`); such bars stack along x.
    public static func bar(x: PlotValue) -> ChartMark { ChartMark(.bar, x: x) }
    /// A bar of `y` across the whole width of the plot (`BarMark(y:)`); such bars stack along y.
    public static func bar(y: PlotValue) -> ChartMark { ChartMark(.bar, y: y) }
    public static func line(x: PlotValue, y: PlotValue) -> ChartMark { ChartMark(.line, x: x, y: y) }
    public static func area(x: PlotValue, y: PlotValue) -> ChartMark { ChartMark(.area, x: x, y: y) }
    public static func point(x: PlotValue, y: PlotValue) -> ChartMark { ChartMark(.point, x: x, y: y) }
    /// A rule across the plot at `y` (or at `x`).
    public static func rule(x: PlotValue? = nil, y: PlotValue? = nil) -> ChartMark { ChartMark(.rule, x: x, y: y) }
    public static func rectangle(x: PlotValue, y: PlotValue) -> ChartMark { ChartMark(.rectangle, x: x, y: y) }
    public static func sector(angle: PlotValue, innerRadius: Radius? = nil, angularInset: CGFloat = 0) -> ChartMark {
        var mark = ChartMark(.sector, angle: angle)
        mark.innerRadius = innerRadius
        mark.angularInset = angularInset
        return mark
    }

    private func with(_ change: (inout ChartMark) -> Void) -> ChartMark {
        var copy = self
        change(&copy)
        return copy
    }

    /// Puts the mark in a series, coloured from the palette (`foregroundStyle(by:)`).
    public func series(_ value: PlotValue) -> ChartMark { with { $0.series = value } }
    /// A fixed colour (`foregroundStyle(_:)`).
    public func foregroundStyle(_ paint: Paint) -> ChartMark { with { $0.paint = paint } }
    public func interpolation(_ method: Interpolation) -> ChartMark { with { $0.interpolation = method } }
    public func lineStyle(_ style: StrokeStyle) -> ChartMark { with { $0.lineStyle = style } }
    public func symbol(_ symbol: Symbol) -> ChartMark { with { $0.symbol = symbol } }
    /// The box each symbol is drawn in (`symbolSize(_:)`).
    public func symbolSize(_ size: CGSize) -> ChartMark { with { $0.symbolSize = size } }
    public func cornerRadius(_ radius: CGFloat) -> ChartMark { with { $0.cornerRadius = radius } }
    /// A bar or rectangle clipped to `shape` laid over its box (`clipShape(_:)`).
    public func clipShape(_ shape: ShapeKind) -> ChartMark { with { $0.clipShape = shape } }
    public func stacking(_ stacking: Stacking) -> ChartMark { with { $0.stacking = stacking } }
    public func opacity(_ opacity: Double) -> ChartMark { with { $0.opacity = opacity } }
}
