import Foundation
import Vignette

// The marks of Swift Charts, each one core `ChartMark` (Docs/Charts.md, "Marks"). They are
// primitive: `body` is never asked for (an explicit `return` keeps the builder out of it).

private func mark(
    _ kind: ChartMark.Kind, x: PlotValue? = nil, xEnd: PlotValue? = nil, y: PlotValue? = nil, yEnd: PlotValue? = nil,
    stacking: MarkStackingMethod = .standard
) -> ChartMark {
    var mark = ChartMark(kind, x: x, xEnd: xEnd, y: y, yEnd: yEnd)
    mark.stacking = stacking.core
    return mark
}

/// A bar from zero (or a start) to a value; bars of one x stack by default.
public struct BarMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("BarMark is a primitive mark") }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        chartMarks = [mark(.bar, x: x.core, y: y.core, stacking: stacking)]
    }
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
        height: MarkDimension = .automatic
    ) {
        chartMarks = [mark(.bar, x: xStart.core, xEnd: xEnd.core, y: y.core)]
    }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        width: MarkDimension = .automatic
    ) {
        chartMarks = [mark(.bar, x: x.core, y: yStart.core, yEnd: yEnd.core)]
    }
    /// A bar of `x` across the plot's whole height; bars without a y stack along x (Apple's
    /// `init(x:yStart:yEnd:width:stacking:)` with its default, nil, ends).
    public init<X: Plottable>(
        x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        chartMarks = [mark(.bar, x: x.core, stacking: stacking)]
    }
    /// A bar of `y` across the plot's whole width (Apple's `init(xStart:xEnd:y:height:stacking:)`
    /// with its default, nil, ends).
    public init<Y: Plottable>(
        y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        chartMarks = [mark(.bar, y: y.core, stacking: stacking)]
    }
    /// A bar from `xStart` to `xEnd` across the plot's whole height (Apple's
    /// `init(xStart:xEnd:yStart:yEnd:)` with its default, nil, y ends).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        chartMarks = [mark(.bar, x: xStart.core, xEnd: xEnd.core)]
    }
    /// A bar from `yStart` to `yEnd` across the plot's whole width (Apple's
    /// `init(xStart:xEnd:yStart:yEnd:)` with its default, nil, x ends).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        chartMarks = [mark(.bar, y: yStart.core, yEnd: yEnd.core)]
    }
}

/// A point of a line through a series' values, in x order.
public struct LineMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("LineMark is a primitive mark") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        chartMarks = [mark(.line, x: x.core, y: y.core)]
    }
    /// A point of the line named by `series` (several lines of one colour).
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        var line = mark(.line, x: x.core, y: y.core)
        line.series = series.core
        chartMarks = [line]
    }
}

/// A point of the filled area under (or between) a series' values; areas stack by default.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("AreaMark is a primitive mark") }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        chartMarks = [mark(.area, x: x.core, y: y.core, stacking: stacking)]
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        chartMarks = [mark(.area, x: x.core, y: yStart.core, yEnd: yEnd.core)]
    }
}

/// A symbol at a value (a circle unless `symbol(_:)` says otherwise).
public struct PointMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("PointMark is a primitive mark") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        chartMarks = [mark(.point, x: x.core, y: y.core)]
    }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("RuleMark is a primitive mark") }
    public init<Y: Plottable>(y: PlottableValue<Y>) { chartMarks = [mark(.rule, y: y.core)] }
    public init<X: Plottable>(x: PlottableValue<X>) { chartMarks = [mark(.rule, x: x.core)] }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        chartMarks = [mark(.rule, x: xStart.core, xEnd: xEnd.core, y: y.core)]
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        chartMarks = [mark(.rule, x: x.core, y: yStart.core, yEnd: yEnd.core)]
    }
}

/// A rectangle over a value's band, or between start and end values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("RectangleMark is a primitive mark") }
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        chartMarks = [mark(.rectangle, x: x.core, y: y.core)]
    }
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>
    ) {
        chartMarks = [mark(.rectangle, x: xStart.core, xEnd: xEnd.core, y: yStart.core, yEnd: yEnd.core)]
    }
}

/// A slice of a pie or donut, its angle its share of the total.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("SectorMark is a primitive mark") }
    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        chartMarks = [
            ChartMark.sector(angle: angle.core, innerRadius: innerRadius.radius, angularInset: angularInset ?? 0)
        ]
    }
}
