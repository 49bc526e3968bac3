import Foundation

/// The domain each axis's scale covers (Docs/Charts.md, "Scales").
enum ChartDomains {
    /// An explicit domain as given; categories in order of first appearance; numbers from
    /// the data (stacked totals included) widened to include zero (unless the scale's options
    /// say not); dates exactly from the first to the last. Bars on a continuous cross axis add
    /// half the smallest gap between their positions at each end, so the end bars are whole.
    /// Then, as Swift Charts does, the domain grows to include the axis's marks: an axis
    /// choosing its own values rounds a number domain out to the last tick, explicit values
    /// are included as they are, and a hidden axis has no marks, so the data fill the plot.
    static func domain(_ axis: Axis, _ spec: ChartSpec, _ stacks: ChartStacks) -> ChartScale.Domain {
        let count = max(spec.axis(axis).desiredCount ?? ScaleMath.desiredCount, 1)
        if let given = spec.domain(axis) {
            let ends = given.compactMap(\.continuous)
            if ends.count == 2 { return .continuous(lower: ends[0], upper: ends[1], isDate: given[0].isDate) }
            return .band(given.map(ChartSpec.text))
        }
        var numbers: [Double] = [], names: [String] = [], isDate = false, crossBars: Set<Double> = []
        for (index, mark) in spec.marks.enumerated() where mark.kind != .sector {
            if let range = stacks.ranges[index], ChartStacks.valueAxis(mark) == axis {
                numbers += [range.base, range.top]
                continue
            }
            for plotted in mark.values(on: axis) {
                switch plotted.value {
                case .category(let name): if !names.contains(name) { names.append(name) }
                case .date(let d):
                    isDate = true
                    numbers.append(d.timeIntervalSinceReferenceDate)
                case .number(let n): numbers.append(n)
                }
                if mark.kind == .bar, ChartStacks.valueAxis(mark) != axis, mark.values(on: axis).count == 1,
                    let v = plotted.value.continuous
                {
                    crossBars.insert(v)
                }
            }
        }
        if !names.isEmpty { return .band(names) }
        guard var lower = numbers.min(), var upper = numbers.max() else {
            return .continuous(lower: 0, upper: 1, isDate: false)
        }
        if !crossBars.isEmpty {
            let half = barGap(crossBars, isDate: isDate) / 2
            lower -= half
            upper += half
        }
        if let marked = spec.axis(axis).values?.compactMap(\.continuous), spec.axis(axis).visibility != .hidden {
            lower = min(lower, marked.min() ?? lower)
            upper = max(upper, marked.max() ?? upper)
        }
        if isDate { return .continuous(lower: lower, upper: upper == lower ? lower + 86400 : upper, isDate: true) }
        if spec.scaleOptions(axis).includesZero {
            lower = min(lower, 0)
            upper = max(upper, 0)
        }
        guard roundsToTicks(axis, spec) else {
            return .continuous(lower: lower, upper: upper == lower ? lower + 1 : upper, isDate: false)
        }
        let nice = ScaleMath.niceDomain(lower: lower, upper: upper, count: count)
        return .continuous(lower: nice.lower, upper: nice.upper, isDate: false)
    }

    /// Whether a number domain rounds out to the axis's ticks: only when the axis shows and
    /// chooses its own values (`AxisMarkValues.automatic`, whose bounds round by default).
    static func roundsToTicks(_ axis: Axis, _ spec: ChartSpec) -> Bool {
        let marks = spec.axis(axis)
        return marks.visibility != .hidden && marks.values == nil
    }

    /// The smallest gap between bar positions on a continuous axis (a day for one date, 1 for one number).
    static func barGap(_ positions: Set<Double>, isDate: Bool) -> Double {
        let sorted = positions.sorted()
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
        return gaps.min() ?? (isDate ? 86400 : 1)
    }
}
