import Foundation

/// Where an axis's values go along a length of the plot (Docs/Charts.md, "Scales"): a
/// continuous scale maps numbers and dates linearly; a band scale gives each category an
/// equal step with the mark in its middle.
struct ChartScale: Hashable {
    enum Domain: Hashable {
        case continuous(lower: Double, upper: Double, isDate: Bool)
        case band([String])
    }

    var domain: Domain
    /// The position of the domain's lower end (or the first band's leading edge)…
    var start: CGFloat
    /// …and of its upper end (or the last band's trailing edge); less than `start` on y, which grows upwards.
    var end: CGFloat

    /// The share of a band's step a bar fills (our estimate: 0.8, a gap of a fifth of the step).
    static let bandFill: CGFloat = 0.8

    /// The length of one band (the whole range for a continuous scale).
    var step: CGFloat {
        if case .band(let names) = domain { return abs(end - start) / CGFloat(max(names.count, 1)) }
        return abs(end - start)
    }

    /// Where `value` falls: a continuous value linearly, a category at its band's middle;
    /// nil for a value of the other kind or a category not in the domain.
    func position(_ value: ChartValue) -> CGFloat? {
        switch domain {
        case .continuous(let lower, let upper, _):
            guard let v = value.continuous else { return nil }
            return position(continuous: v, lower: lower, upper: upper)
        case .band(let names):
            guard case .category(let name) = value, let index = names.firstIndex(of: name) else { return nil }
            let direction: CGFloat = end >= start ? 1 : -1
            return start + direction * step * (CGFloat(index) + 0.5)
        }
    }

    /// Where a continuous `v` falls (for stacked totals, which are no data values).
    func position(continuous v: Double) -> CGFloat? {
        guard case .continuous(let lower, let upper, _) = domain else { return nil }
        return position(continuous: v, lower: lower, upper: upper)
    }

    private func position(continuous v: Double, lower: Double, upper: Double) -> CGFloat {
        let span = upper - lower
        let t = span == 0 ? 0.5 : (v - lower) / span
        return start + (end - start) * CGFloat(t)
    }

    var isBand: Bool { if case .band = domain { true } else { false } }
}

extension ChartScale {
    /// A scale over the plot from `from` to `to` (the lower end at `from`), or the other way when `reversed`.
    init(domain: Domain, from: CGFloat, to: CGFloat, reversed: Bool) {
        self.init(domain: domain, start: reversed ? to : from, end: reversed ? from : to)
    }
}

/// The arithmetic of continuous scales: nice steps, rounded domains, tick values.
enum ScaleMath {
    /// The number of ticks aimed for when an axis names none (our estimate).
    static let desiredCount = 5

    /// A round step (1, 2 or 5 times a power of ten) dividing `span` into about `count` pieces:
    /// the candidate nearest `span / count` on a logarithmic scale (cut-offs at √2, √10, √50).
    static func niceStep(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(count, 1))
        let power = pow(10, (log10(raw)).rounded(.down))
        let ratio = raw / power
        let factor: Double =
            ratio >= 50.0.squareRoot() ? 10 : ratio >= 10.0.squareRoot() ? 5 : ratio >= 2.0.squareRoot() ? 2 : 1
        return factor * power
    }

    /// `lower…upper` widened to multiples of the nice step for `count` ticks (twice, as the
    /// widened span may call for a larger step).
    static func niceDomain(lower: Double, upper: Double, count: Int) -> (lower: Double, upper: Double) {
        var lo = lower, hi = upper
        if lo == hi {
            // One value: a unit around it, or from zero.
            if lo == 0 { return (0, 1) }
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        for _ in 0..<2 {
            let step = niceStep(span: hi - lo, count: count)
            lo = (lo / step).rounded(.down) * step
            hi = (hi / step).rounded(.up) * step
        }
        return (lo, hi)
    }

    /// The multiples of the nice step inside `lower…upper`.
    static func ticks(lower: Double, upper: Double, count: Int) -> [Double] {
        guard upper > lower else { return [lower] }
        let step = niceStep(span: upper - lower, count: count)
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        // Multiplying the index (not adding the step) keeps 0.1 × 3 from drifting to 0.30000000000000004.
        return stride(from: first, through: last, by: 1).map { clean($0 * step, step: step) }
    }

    /// `value` rounded to the step's decimals, so labels and positions see 0.3, not 0.30000000000000004.
    static func clean(_ value: Double, step: Double) -> Double {
        let digits = fractionDigits(step: step)
        let scale = pow(10, Double(digits))
        // Adding zero turns −0 (from rounding a tiny negative) into 0, which prints without a sign.
        return (value * scale).rounded() / scale + 0
    }

    /// The decimals a tick label needs for ticks `step` apart.
    static func fractionDigits(step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        return max(0, Int((-log10(step)).rounded(.up)))
    }
}
