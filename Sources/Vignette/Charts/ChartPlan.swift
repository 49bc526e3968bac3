import Foundation

/// A chart fitted to a size: the plot area left once axis labels and the legend are measured,
/// the two scales over it, and the ticks each axis shows (Docs/Charts.md, "Layout").
struct ChartPlan {
    /// Between the plot and its axis labels (our estimate).
    static let labelGap: CGFloat = 4
    /// Between the x-axis labels (or the plot) and the legend (our estimate).
    static let legendGap: CGFloat = 8
    /// The font of axis labels and the legend (our estimate: caption 2, as Apple's charts look).
    static let labelFont = Typeface.caption2

    let spec: ChartSpec
    let size: CGSize
    let stacks: ChartStacks
    /// The series names in order of first appearance, found once (every mark's colour asks).
    let seriesNames: [String]
    var plot: CGRect = .zero
    var x: ChartScale
    var y: ChartScale
    var xTicks: [ChartTick] = []
    var yTicks: [ChartTick] = []
    /// Where the x labels go: below the plot, above it, or not at all.
    var xLabelEdge: Axis.Edge?
    var yLabelEdge: Axis.Edge?
    var labelHeight: CGFloat = 0
    var yLabelWidth: CGFloat = 0
    var showsLegend = false
    /// Only every `xLabelStride`-th x label is shown, so that neighbours do not overlap.
    var xLabelStride = 1
    let measure: (String) -> CGFloat

    /// Lays `spec` out in `size`; `measure` gives a label's width in the label font.
    init(
        _ spec: ChartSpec, size: CGSize, labelLineHeight: CGFloat, measure: @escaping (String) -> CGFloat,
        _ env: WidgetEnvironment
    ) {
        self.spec = spec
        self.size = size
        self.measure = measure
        stacks = ChartStacks(spec.marks)
        seriesNames = spec.seriesNames
        x = ChartScale(
            domain: ChartDomains.domain(.horizontal, spec, stacks), from: 0, to: size.width,
            reversed: spec.xScale.reversed)
        y = ChartScale(
            domain: ChartDomains.domain(.vertical, spec, stacks), from: size.height, to: 0,
            reversed: spec.yScale.reversed)
        labelHeight = labelLineHeight
        let isPie = !spec.marks.isEmpty && spec.marks.allSatisfy { $0.kind == .sector }
        showsLegend = spec.legend == .visible || (spec.legend == .automatic && !seriesNames.isEmpty)
        if !isPie {
            if shows(.horizontal) {
                xTicks = x.ticks(spec.xAxis, env)
                if spec.xAxis.showsLabels, !xTicks.isEmpty { xLabelEdge = spec.xAxis.position == .top ? .top : .bottom }
            }
            if shows(.vertical) {
                yTicks = y.ticks(spec.yAxis, env)
                if spec.yAxis.showsLabels, !yTicks.isEmpty {
                    yLabelEdge = spec.yAxis.position == .leading ? .leading : .trailing
                }
            }
        }
        yLabelWidth = yLabelEdge == nil ? 0 : (yTicks.map { measure($0.label) }.max() ?? 0).rounded(.up)
        plot = plotRect()
        x = ChartScale(domain: x.domain, from: plot.minX, to: plot.maxX, reversed: spec.xScale.reversed)
        y = ChartScale(domain: y.domain, from: plot.maxY, to: plot.minY, reversed: spec.yScale.reversed)
        xLabelStride = labelStride()
    }

    /// Whether an axis is drawn: not hidden, and some mark has values on it — or no mark at all,
    /// as an empty chart draws both axes over 0…1 (Docs/Charts.md, "Empty charts").
    private func shows(_ axis: Axis) -> Bool {
        spec.axis(axis).visibility != .hidden
            && (spec.marks.isEmpty || spec.marks.contains { !$0.values(on: axis).isEmpty })
    }

    var legendHeight: CGFloat { showsLegend ? labelHeight + Self.legendGap : 0 }

    /// The size less the y labels on their side, the x labels on theirs and the legend below;
    /// with y labels centred on their ticks, half a label's height stays free at the ends
    /// that have no x labels, so the end labels are not cut.
    private func plotRect() -> CGRect {
        let side = yLabelWidth + (yLabelEdge == nil ? 0 : Self.labelGap)
        let xBand = labelHeight + Self.labelGap
        let half = yLabelEdge == nil ? 0 : (labelHeight / 2).rounded(.up)
        let top = xLabelEdge == .top ? xBand : half
        let bottom = legendHeight + (xLabelEdge == .bottom ? xBand : half)
        let left = yLabelEdge == .leading ? side : 0
        let right = yLabelEdge == .trailing ? side : 0
        return CGRect(
            x: left, y: top, width: max(size.width - left - right, 0), height: max(size.height - top - bottom, 0))
    }

    /// 1 when the x labels fit side by side with 4 pt between them, else the smallest stride that does.
    private func labelStride() -> Int {
        guard xLabelEdge != nil, xTicks.count > 1 else { return 1 }
        let widest = xTicks.map { measure($0.label) }.max() ?? 0
        let room = plot.width / CGFloat(xTicks.count)
        guard room > 0 else { return xTicks.count }
        return max(1, Int(((widest + Self.labelGap) / room).rounded(.up)))
    }

    /// The colour of a mark: its own, else its series' place in the palette, else the first colour.
    func paint(_ mark: ChartMark) -> Paint {
        if let paint = mark.paint { return paint }
        guard let series = mark.series, let index = seriesNames.firstIndex(of: ChartSpec.text(series.value)) else {
            return Self.palette[0]
        }
        return Self.palette[index % Self.palette.count]
    }

    /// Series colours in order (our estimate of Swift Charts' default categorical palette).
    static let palette: [Paint] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
}

extension Axis {
    /// A side of the plot where an axis's labels go.
    enum Edge: Hashable { case top, bottom, leading, trailing }
}
