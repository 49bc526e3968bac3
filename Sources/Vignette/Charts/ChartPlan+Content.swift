import Foundation

/// A fitted chart as ordinary nodes, laid out from the chart's top-left corner: grid lines,
/// then marks in the order written, then axis labels and the legend. Each mark is a shape
/// in a frame of its own, named "<kind> <index>" (lines and areas "<kind> <series>"), so
/// its frame shows in the laid-out tree (Docs/Charts.md, "Marks").
extension ChartPlan {
    /// Grid lines: half a point (our estimate), in the separator colour.
    static let gridWidth: CGFloat = 0.5
    /// The x axis's grid lines (across the plot, at x ticks) are dashed, as iOS draws them; the
    /// y axis's are solid (Docs/Charts.md, "Axes"). The dash of 2 pt on, 2 pt off is our estimate.
    static let xGridStyle = StrokeStyle(lineWidth: gridWidth, dash: [2, 2])
    private static let verticalLine = CustomShape { size in
        Path([.move(CGPoint(x: size.width / 2, y: 0)), .line(CGPoint(x: size.width / 2, y: size.height))])
    }
    /// A line's stroke when it names none (our estimate).
    static let lineStyle = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    /// A point's symbol size, and a line's symbols' (our estimate).
    static let symbolSize: CGFloat = 8

    var content: Node {
        var layers: [Node] = gridLines
        layers += marks
        layers += annotations
        layers += labels
        if showsLegend { layers.append(legend) }
        return .modified(
            .layers(.topLeading, layers), .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// Each mark's annotations, beside its bar or its point (a symbol's box around it).
    private var annotations: [Node] {
        spec.marks.enumerated().flatMap { index, mark -> [Node] in
            guard !mark.annotations.isEmpty else { return [] }
            let anchor: CGRect?
            switch mark.kind {
            case .bar, .rectangle: anchor = box(index, mark)
            case .point, .line, .area:
                let s = mark.symbolSize ?? CGSize(width: Self.symbolSize, height: Self.symbolSize)
                anchor = point(mark).map {
                    CGRect(x: $0.x - s.width / 2, y: $0.y - s.height / 2, width: s.width, height: s.height)
                }
            case .rule, .sector: anchor = nil
            }
            guard let anchor else { return [] }
            return mark.annotations.map { $0.placed(beside: anchor) }
        }
    }

    /// `node` in a frame of `rect`, named when `name` is given.
    func placed(_ node: Node, _ rect: CGRect, name: String? = nil) -> Node {
        var framed = Node.modified(
            node, .frame(width: max(rect.width, 0), height: max(rect.height, 0), alignment: .topLeading))
        if let name { framed = .modified(framed, .named(name)) }
        return .modified(framed, .offset(x: rect.minX, y: rect.minY))
    }

    private var gridLines: [Node] {
        var out: [Node] = []
        if yLabelEdge != nil || !yTicks.isEmpty, spec.yAxis.showsGridLines {
            for (index, tick) in yTicks.enumerated() {
                guard let at = y.position(tick.value) else { continue }
                out.append(
                    placed(
                        .shape(.rect, .separator),
                        CGRect(x: plot.minX, y: at - Self.gridWidth / 2, width: plot.width, height: Self.gridWidth),
                        name: "y grid \(index)"))
            }
        }
        // A category axis has no grid lines across the plot: its ticks name bands, not lines.
        if !x.isBand, spec.xAxis.showsGridLines {
            for (index, tick) in xTicks.enumerated() {
                guard let at = x.position(tick.value) else { continue }
                out.append(
                    placed(
                        .stroke(.custom(Self.verticalLine), .separator, Self.xGridStyle),
                        CGRect(x: at - Self.gridWidth / 2, y: plot.minY, width: Self.gridWidth, height: plot.height),
                        name: "x grid \(index)"))
            }
        }
        return out
    }

    private var labels: [Node] {
        var out: [Node] = []
        func label(_ text: String) -> Node {
            .modified(
                .modified(.modified(.words(text), .font(Self.labelFont)), .foregroundStyle(.secondaryLabel)),
                .fixedSize(horizontal: true, vertical: true))
        }
        if let edge = xLabelEdge {
            let top = edge == .bottom ? plot.maxY + Self.labelGap : 0
            for (index, tick) in xTicks.enumerated() where index % xLabelStride == 0 && !tick.label.isEmpty {
                guard let at = x.position(tick.value) else { continue }
                let width = measure(tick.label)
                // Dates start at their tick and read forwards; numbers and categories centre on it.
                var left = x.domain.isDate ? at : at - width / 2
                left = min(max(left, 0), max(size.width - width, 0))
                out.append(placed(label(tick.label), CGRect(x: left, y: top, width: width, height: labelHeight)))
            }
        }
        if let edge = yLabelEdge {
            for tick in yTicks where !tick.label.isEmpty {
                guard let at = y.position(tick.value) else { continue }
                let width = measure(tick.label)
                // Trailing labels align leading, leading labels trailing: both hug the plot.
                let left = edge == .trailing ? plot.maxX + Self.labelGap : plot.minX - Self.labelGap - width
                out.append(
                    placed(
                        label(tick.label), CGRect(x: left, y: at - labelHeight / 2, width: width, height: labelHeight)))
            }
        }
        return out
    }

    /// One row from the bottom-leading corner: a circle in each series' colour, then its name.
    private var legend: Node {
        let entries: [Node] = seriesNames.enumerated().map { index, name in
            let swatch = Node.modified(
                .shape(.disc, Self.palette[index % Self.palette.count]), .frame(width: 8, height: 8, alignment: .center)
            )
            let words = Node.modified(.modified(.words(name), .font(Self.labelFont)), .foregroundStyle(.secondaryLabel))
            return .row(.center, spacing: 4, [swatch, .modified(words, .fixedSize(horizontal: true, vertical: true))])
        }
        let row = Node.modified(.row(.center, spacing: 12, entries), .fixedSize(horizontal: true, vertical: true))
        return .modified(.modified(row, .named("legend")), .offset(x: 0, y: size.height - labelHeight))
    }
}

extension ChartScale.Domain {
    var isDate: Bool { if case .continuous(_, _, true) = self { true } else { false } }
}
