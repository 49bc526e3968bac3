import Foundation

/// Lines and areas: one outline per series through its marks in the order written
/// (Docs/Charts.md, "Marks").
extension ChartPlan {
    func series(_ kind: ChartMark.Kind, _ series: PlotValue?) -> [Node] {
        let name = series.map { ChartSpec.text($0.value) }
        let members = spec.marks.enumerated().filter {
            $0.element.kind == kind && $0.element.series.map({ ChartSpec.text($0.value) }) == name
        }
        guard let first = members.first?.element else { return [] }
        let label = "\(kind.rawValue) \(name ?? "0")"
        // The outline is in plot coordinates, in a frame over the plot.
        let origin = plot.origin
        func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
        if kind == .line {
            let points = members.compactMap { point($0.element) }.map(local)
            let path = Path(ChartPaths.curve(points, first.interpolation))
            let style = first.lineStyle ?? Self.lineStyle
            var out = [placed(.stroke(.custom(CustomShape { _ in path }), paint(first), style), plot, name: label)]
            if let symbol = first.symbol {
                out += members.compactMap { index, mark in point(mark).map { self.symbol(symbol, at: $0, mark) } }
            }
            return out
        }
        // An area: its top edge forward, then its base (the stack below, or zero) back.
        var tops: [CGPoint] = [], bases: [CGPoint] = []
        for (index, mark) in members {
            let vertical = ChartStacks.valueAxis(mark) == .vertical
            let crossValue = (vertical ? mark.x : mark.y)?.value
            let valueScale = vertical ? y : x, crossScale = vertical ? x : y
            let range =
                stacks.ranges[index] ?? (
                    mark.values(on: vertical ? .vertical : .horizontal).first?.value.continuous ?? 0,
                    mark.values(on: vertical ? .vertical : .horizontal).last?.value.continuous ?? 0
                )
            guard let c = crossValue.flatMap({ crossScale.position($0) }),
                let top = valueScale.position(continuous: range.top),
                let base = valueScale.position(continuous: range.base)
            else { continue }
            tops.append(local(vertical ? CGPoint(x: c, y: top) : CGPoint(x: top, y: c)))
            bases.append(local(vertical ? CGPoint(x: c, y: base) : CGPoint(x: base, y: c)))
        }
        var elements = ChartPaths.curve(tops, first.interpolation)
        elements += ChartPaths.curve(bases.reversed(), ChartPaths.reversed(first.interpolation), continuing: true)
        if !elements.isEmpty { elements.append(.close) }
        let path = Path(elements)
        let node = placed(.shape(.custom(CustomShape { _ in path }), paint(first)), plot, name: label)
        return [first.opacity < 1 ? .modified(node, .opacity(first.opacity)) : node]
    }

    /// Sectors in the order written, clockwise from 12 o'clock, each its share of the angle
    /// total, in a circle filling the plot's shorter side; `angularInset` leaves that many
    /// points between neighbours (half on each side of each sector).
    var sectors: [Node] {
        let values = spec.marks.map { $0.angle?.value.continuous ?? 0 }
        let total = values.reduce(0, +)
        guard total > 0 else { return [] }
        let outer = min(plot.width, plot.height) / 2
        let centre = CGPoint(x: plot.width / 2, y: plot.height / 2)
        var start = 0.0
        var out: [Node] = []
        for (index, mark) in spec.marks.enumerated() {
            let sweep = values[index] / total * 2 * Double.pi
            defer { start += sweep }
            let inner: CGFloat =
                switch mark.innerRadius {
                case .ratio(let r): outer * CGFloat(min(max(r, 0), 1))
                case .fixed(let points): min(max(points, 0), outer)
                case nil: 0
                }
            // The inset as an angle at the outer edge, so the gap is as wide as asked where it shows most.
            let inset = outer > 0 ? Double(mark.angularInset / 2 / outer) : 0
            guard sweep > 2 * inset else { continue }
            let path = ChartPaths.sector(
                center: centre, inner: inner, outer: outer, from: start + inset, to: start + sweep - inset)
            out.append(placed(.shape(.custom(CustomShape { _ in path }), paint(mark)), plot, name: "sector \(index)"))
        }
        return out
    }
}
