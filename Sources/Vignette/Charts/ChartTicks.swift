import Foundation

/// The values an axis marks and their labels (Docs/Charts.md, "Axes").
struct ChartTick: Hashable {
    var value: ChartValue
    var label: String
}

extension ChartScale {
    /// The axis's ticks: its explicit values, or every category of a band scale, or round
    /// numbers, or calendar steps for dates; values outside a continuous domain are dropped.
    func ticks(_ axis: ChartAxis, _ env: WidgetEnvironment) -> [ChartTick] {
        let formatted = formattedTicks(axis, env)
        guard axis.valueLabels != nil else { return formatted }
        return formatted.map { ChartTick(value: $0.value, label: axis.givenLabel($0.value) ?? $0.label) }
    }

    private func formattedTicks(_ axis: ChartAxis, _ env: WidgetEnvironment) -> [ChartTick] {
        let count = max(axis.desiredCount ?? ScaleMath.desiredCount, 1)
        switch domain {
        case .band(let names):
            let shown = axis.values ?? names.map(ChartValue.category)
            return shown.compactMap { value in
                guard case .category(let name) = value, names.contains(name) else { return nil }
                return ChartTick(value: value, label: name)
            }
        case .continuous(let lower, let upper, let isDate):
            if isDate {
                let template = DateTicks.template(lower: lower, upper: upper, count: count)
                let dates =
                    axis.values?.compactMap { value -> Date? in
                        if case .date(let d) = value { return d } else { return nil }
                    } ?? DateTicks.dates(lower: lower, upper: upper, count: count, env.calendar)
                return dates.filter { (lower...upper).contains($0.timeIntervalSinceReferenceDate) }
                    .map { ChartTick(value: .date($0), label: TickFormatters.date($0, template, env)) }
            }
            let step = ScaleMath.niceStep(span: upper - lower, count: count)
            let numbers =
                axis.values?.compactMap { value -> Double? in
                    if case .number(let n) = value { return n } else { return nil }
                } ?? ScaleMath.ticks(lower: lower, upper: upper, count: count)
            let digits =
                axis.values == nil
                ? ScaleMath.fractionDigits(step: step)
                : numbers.map(Self.decimals).max() ?? 0
            return numbers.filter { $0 >= lower - 1e-9 && $0 <= upper + 1e-9 }
                .map { ChartTick(value: .number($0), label: TickFormatters.number($0, env.locale, digits: digits)) }
        }
    }

    /// The decimals `value` is written with (at most 6).
    private static func decimals(_ value: Double) -> Int {
        (0...6).first { digits in
            let scale = pow(10, Double(digits))
            return abs((value * scale).rounded() - value * scale) < 1e-6
        } ?? 6
    }
}

/// Number and date formatters by locale and pattern, made once (making one costs more than laying
/// out a chart) and used under a lock, as charts are laid out on several threads at once.
enum TickFormatters {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var numbers: [String: NumberFormatter] = [:]
    nonisolated(unsafe) private static var dates: [String: DateFormatter] = [:]

    /// Labels already formatted: a chart's ticks are the same values render after render.
    nonisolated(unsafe) private static var numberLabels: [NumberLabel: String] = [:]

    /// The value by its bits: -0 and 0 are equal doubles but may not format alike.
    private struct NumberLabel: Hashable {
        var locale: String, digits: Int, value: UInt64
    }

    /// `value` in `locale` with grouping and exactly `digits` decimals.
    static func number(_ value: Double, _ locale: Locale, digits: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        let label = NumberLabel(locale: locale.identifier, digits: digits, value: value.bitPattern)
        if let known = numberLabels[label] { return known }
        let key = "\(locale.identifier) \(digits)"
        let formatter =
            numbers[key]
            ?? {
                let made = NumberFormatter()
                made.locale = locale
                made.numberStyle = .decimal
                made.minimumFractionDigits = digits
                made.maximumFractionDigits = digits
                numbers[key] = made
                return made
            }()
        let text = formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        if numberLabels.count >= 10_000 { numberLabels.removeAll(keepingCapacity: true) }
        numberLabels[label] = text
        return text
    }

    /// `date` in the widget's locale and time zone, by a date template ("j", "MMMd"…).
    static func date(_ date: Date, _ template: String, _ env: WidgetEnvironment) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(env.locale.identifier) \(env.timeZone.identifier) \(template)"
        let formatter =
            dates[key]
            ?? {
                let made = DateFormatter()
                made.locale = env.locale
                made.timeZone = env.timeZone
                made.setLocalizedDateFormatFromTemplate(template)
                dates[key] = made
                return made
            }()
        return formatter.string(from: date)
    }
}

/// Ticks on a date axis: whole hours, days, weeks or months in the widget's calendar.
enum DateTicks {
    /// The steps tried, shortest first; the first giving at most `count` ticks wins (our estimate).
    static let steps: [(Calendar.Component, Int)] = [
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2), (.day, 7), (.month, 1), (.month, 3),
        (.year, 1),
    ]

    static func step(lower: Double, upper: Double, count: Int) -> (Calendar.Component, Int) {
        let span = upper - lower
        return steps.first { component, size in
            span / (seconds(component) * Double(size)) <= Double(count)
        } ?? (.year, max(1, Int((span / seconds(.year) / Double(count)).rounded(.up))))
    }

    /// The step's dates from the first one at or after `lower` through `upper`.
    static func dates(lower: Double, upper: Double, count: Int, _ calendar: Calendar) -> [Date] {
        let (component, size) = step(lower: lower, upper: upper, count: count)
        let start = Date(timeIntervalSinceReferenceDate: lower)
        // Count from the start of the day (month, year) holding `lower`, so steps fall on round times.
        let anchorUnit: Calendar.Component =
            component == .hour || component == .day ? .day : component == .month ? .month : .year
        var date = calendar.dateInterval(of: anchorUnit, for: start)?.start ?? start
        var out: [Date] = []
        while date.timeIntervalSinceReferenceDate <= upper + 1e-6, out.count < 400 {
            if date.timeIntervalSinceReferenceDate >= lower - 1e-6 { out.append(date) }
            guard let next = calendar.date(byAdding: component, value: size, to: date) else { break }
            date = next
        }
        return out
    }

    /// The date template of the step's labels: hours as "9 AM", days as "Nov 3", months as "Nov",
    /// years as "2026", in the widget's locale.
    static func template(lower: Double, upper: Double, count: Int) -> String {
        switch step(lower: lower, upper: upper, count: count).0 {
        case .hour: "j"
        case .day: "MMMd"
        case .month: "MMM"
        default: "y"
        }
    }

    private static func seconds(_ component: Calendar.Component) -> Double {
        switch component {
        case .hour: 3600
        case .day: 86400
        case .month: 30 * 86400
        default: 365 * 86400
        }
    }
}
