import Foundation

/// Where each bar and area sits on its value axis once marks sharing a position are stacked
/// (Docs/Charts.md, "Stacking").
struct ChartStacks {
    /// Each stacked mark's (base, top) on its value axis, by mark index.
    var ranges: [Int: (base: Double, top: Double)] = [:]

    /// The axis carrying a bar's or area's quantity: y unless x alone is a number.
    static func valueAxis(_ mark: ChartMark) -> Axis {
        let xIsNumber = if case .number = mark.x?.value { true } else { false }
        let yIsNumber = if case .number = mark.y?.value { true } else { false }
        return xIsNumber && !yIsNumber ? .horizontal : .vertical
    }

    /// Whether the mark stacks: a bar or area with one value (no end) on its value axis.
    static func stacks(_ mark: ChartMark) -> Bool {
        guard mark.kind == .bar || mark.kind == .area else { return false }
        return valueAxis(mark) == .vertical ? mark.y != nil && mark.yEnd == nil : mark.x != nil && mark.xEnd == nil
    }

    init(_ marks: [ChartMark]) {
        struct Key: Hashable {
            var kind: ChartMark.Kind
            var at: ChartValue?
            var axis: Axis
        }
        func key(_ mark: ChartMark) -> Key {
            let axis = Self.valueAxis(mark)
            return Key(kind: mark.kind, at: (axis == .vertical ? mark.x : mark.y)?.value, axis: axis)
        }
        func quantity(_ mark: ChartMark) -> Double {
            (Self.valueAxis(mark) == .vertical ? mark.y : mark.x)?.value.continuous ?? 0
        }
        var totals: [Key: Double] = [:]
        for mark in marks where Self.stacks(mark) && mark.stacking == .normalized {
            totals[key(mark), default: 0] += abs(quantity(mark))
        }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        for (index, mark) in marks.enumerated() where Self.stacks(mark) {
            var v = quantity(mark)
            let k = key(mark)
            switch mark.stacking {
            case .unstacked:
                ranges[index] = (0, v)
            case .standard, .normalized:
                if mark.stacking == .normalized, let total = totals[k], total > 0 { v /= total }
                if v >= 0 {
                    let base = positive[k, default: 0]
                    ranges[index] = (base, base + v)
                    positive[k] = base + v
                } else {
                    let base = negative[k, default: 0]
                    ranges[index] = (base, base + v)
                    negative[k] = base + v
                }
            }
        }
    }
}
