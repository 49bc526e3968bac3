import Foundation

/// Each mark as shapes over the plot (Docs/Charts.md, "Marks").
extension ChartPlan {
    var marks: [Node] {
        var out: [Node] = []
        // A line or area series is drawn once, where its last mark is written: a line written in
        // one loop with bars is drawn over all of them (our estimate of Swift Charts' order).
        var lastOfSeries: [String: Int] = [:]
        for (index, mark) in spec.marks.enumerated() where mark.kind == .line || mark.kind == .area {
            lastOfSeries[Self.seriesKey(mark)] = index
        }
        for (index, mark) in spec.marks.enumerated() {
            switch mark.kind {
            case .bar, .rectangle:
                if let rect = box(index, mark) {
                    let shape: ShapeKind =
                        mark.cornerRadius > 0 ? .roundedRect(cornerRadius: mark.cornerRadius, style: .circular) : .rect
                    var drawn = Node.shape(shape, paint(mark))
                    if let clip = mark.clipShape {
                        drawn = .modified(
                            .modified(
                                drawn,
                                .frame(width: max(rect.width, 0), height: max(rect.height, 0), alignment: .topLeading)),
                            .clipShape(clip))
                    }
                    out.append(faded(placed(drawn, rect, name: "\(mark.kind.rawValue) \(index)"), mark))
                }
            case .point:
                if let at = point(mark) {
                    out.append(symbol(mark.symbol ?? .circle, at: at, mark, name: "point \(index)"))
                }
            case .rule:
                if let node = rule(index, mark) { out.append(node) }
            case .line, .area:
                if lastOfSeries[Self.seriesKey(mark)] == index { out += series(mark.kind, mark.series) }
            case .sector:
                if index == 0 { out += sectors }
            }
        }
        return out
    }

    /// A line's or area's series: its kind and series name.
    static func seriesKey(_ mark: ChartMark) -> String {
        "\(mark.kind.rawValue) \(mark.series.map { ChartSpec.text($0.value) } ?? "")"
    }

    private func faded(_ node: Node, _ mark: ChartMark) -> Node {
        mark.opacity < 1 ? .modified(node, .opacity(mark.opacity)) : node
    }

    /// Where a mark's x and y meet, in chart coordinates.
    func point(_ mark: ChartMark) -> CGPoint? {
        guard let xv = mark.x?.value, let yv = mark.y?.value, let px = x.position(xv), let py = y.position(yv) else {
            return nil
        }
        return CGPoint(x: px, y: py)
    }

    /// A bar's or rectangle's rectangle: its start and end on each axis; a stacked bar's base
    /// and top on its value axis; on a band a fraction of the band across, on a continuous
    /// cross axis that fraction of the smallest gap (a rectangle without ends: the whole band, or 20 pt).
    func box(_ index: Int, _ mark: ChartMark) -> CGRect? {
        func span(_ axis: Axis) -> (CGFloat, CGFloat)? {
            let scale = axis == .horizontal ? x : y
            let values = mark.values(on: axis)
            if let range = stacks.ranges[index], ChartStacks.valueAxis(mark) == axis {
                guard let a = scale.position(continuous: range.base), let b = scale.position(continuous: range.top)
                else { return nil }
                return (a, b)
            }
            if values.count == 2 {
                guard let a = scale.position(values[0].value), let b = scale.position(values[1].value) else {
                    return nil
                }
                return (a, b)
            }
            // A bar with no value on this axis (`BarMark(x:)`) spans the plot across, as Apple's
            // nil `yStart`/`yEnd` (`xStart`/`xEnd`) do.
            if values.isEmpty, mark.kind == .bar {
                return axis == .horizontal ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
            }
            guard let value = values.first?.value, let centre = scale.position(value) else { return nil }
            let across: CGFloat
            if scale.isBand {
                across = mark.kind == .bar ? scale.step * ChartScale.bandFill : scale.step
            } else if mark.kind == .bar {
                across = barGapLength(axis) * ChartScale.bandFill
            } else {
                across = 20
            }
            return (centre - across / 2, centre + across / 2)
        }
        guard let (x0, x1) = span(.horizontal), let (y0, y1) = span(.vertical) else { return nil }
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// The smallest gap between bars on a continuous axis, in points.
    private func barGapLength(_ axis: Axis) -> CGFloat {
        let scale = axis == .horizontal ? x : y
        let positions = Set(
            spec.marks.filter { $0.kind == .bar }.compactMap { $0.values(on: axis).first?.value.continuous })
        let gap = ChartDomains.barGap(positions, isDate: scale.domain.isDate)
        guard case .continuous(let lower, let upper, _) = scale.domain, upper > lower else { return 0 }
        return abs(scale.end - scale.start) * CGFloat(gap / (upper - lower))
    }

    func symbol(_ symbol: ChartMark.Symbol, at: CGPoint, _ mark: ChartMark, name: String? = nil) -> Node {
        let s = mark.symbolSize ?? CGSize(width: Self.symbolSize, height: Self.symbolSize)
        let rect = CGRect(x: at.x - s.width / 2, y: at.y - s.height / 2, width: s.width, height: s.height)
        let shape: ShapeKind =
            symbol == .circle
            ? .disc
            : .custom(
                CustomShape { size in
                    ChartPaths.symbol(symbol, size: min(size.width, size.height))
                })
        return faded(placed(.shape(shape, paint(mark)), rect, name: name), mark)
    }

    /// A rule across the plot at its y (or x), or from its start to its end.
    private func rule(_ index: Int, _ mark: ChartMark) -> Node? {
        let style = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
        let w = style.lineWidth
        let horizontal = mark.y != nil && (mark.x == nil || mark.xEnd != nil)
        let along = horizontal ? x : y, across = horizontal ? y : x
        let acrossValue = horizontal ? mark.y : mark.x
        let ends = horizontal ? [mark.x, mark.xEnd] : [mark.y, mark.yEnd]
        guard let at = acrossValue.flatMap({ across.position($0.value) }) else { return nil }
        var a = horizontal ? plot.minX : plot.maxY, b = horizontal ? plot.maxX : plot.minY
        if let start = ends[0], let end = ends[1], let p = along.position(start.value),
            let q = along.position(end.value)
        {
            a = p
            b = q
        }
        let lo = min(a, b), length = abs(b - a)
        let rect =
            horizontal
            ? CGRect(x: lo, y: at - w / 2, width: length, height: w)
            : CGRect(x: at - w / 2, y: lo, width: w, height: length)
        let line = CustomShape { size in
            horizontal
                ? Path([.move(CGPoint(x: 0, y: size.height / 2)), .line(CGPoint(x: size.width, y: size.height / 2))])
                : Path([.move(CGPoint(x: size.width / 2, y: 0)), .line(CGPoint(x: size.width / 2, y: size.height))])
        }
        return faded(placed(.stroke(.custom(line), paint(mark), style), rect, name: "rule \(index)"), mark)
    }
}
