import Foundation

/// The distance between two instants in calendar units, written in a locale: what
/// `Text(date, style: .relative)` and `.offset` show (Docs/Time.md, "Live text").
///
/// Days, hours, minutes and seconds are written by Foundation's `Duration` units format in
/// the locale ("11 min, 14 sec", "11分钟14秒", "11 min et 14 s"). Foundation on Linux cannot
/// name years and months in a locale (it has no `DateComponentsFormatter`), so those two are
/// written here in English and Chinese, in the forms ICU uses there; other locales get the English.
struct DateSpanWords {
    /// How many of a unit, largest first.
    typealias Amount = (unit: Calendar.Component, value: Int)

    static let units: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]

    let locale: Locale

    /// The span from `from` to `to` (either order) as amounts of each unit in `timeZone`'s calendar.
    static func amounts(from: Date, to: Date, timeZone: TimeZone) -> [Amount] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (start, end) = from <= to ? (from, to) : (to, from)
        let parts = calendar.dateComponents(Set(units), from: start, to: end)
        return units.map { (unit: $0, value: parts.value(for: $0) ?? 0) }
    }

    /// The largest non-zero amount and, when it is non-zero too, the next smaller one
    /// ("2 hr, 23 min"; "2 hr" at 2:00:05); "0 sec" for no time at all.
    static func largestTwo(_ amounts: [Amount]) -> [Amount] {
        guard let first = amounts.firstIndex(where: { $0.value != 0 }) else { return [amounts[amounts.count - 1]] }
        let next = first + 1
        return next < amounts.count && amounts[next].value != 0 ? [amounts[first], amounts[next]] : [amounts[first]]
    }

    /// The amounts in the locale's short unit words, as a list: `.relative`'s form.
    func abbreviated(_ amounts: [Amount]) -> String { words(amounts, width: .abbreviated) }

    /// One amount in full words: `.offset`'s form ("2 hours", "3 months", "2小时").
    func wide(_ amount: Amount) -> String { words([amount], width: .wide) }

    private func words(_ amounts: [Amount], width: Duration.UnitsFormatStyle.UnitWidth) -> String {
        let clock = amounts.filter { $0.unit != .year && $0.unit != .month }
        let calendar = amounts.filter { $0.unit == .year || $0.unit == .month }
        var parts = calendar.map { calendarWords($0, wide: width == .wide) }
        if !clock.isEmpty {
            let seconds = clock.reduce(Int64(0)) { $0 + Int64($1.value) * Self.seconds(in: $1.unit) }
            let allowed = Set(clock.map { Self.durationUnit($0.unit) })
            parts.append(
                Duration.seconds(seconds).formatted(
                    .units(
                        allowed: allowed, width: width, maximumUnitCount: clock.count,
                        zeroValueUnits: clock.allSatisfy { $0.value == 0 } ? .show(length: 1) : .hide
                    )
                    .locale(locale)))
        }
        return parts.joined(separator: isChinese ? "" : ", ")
    }

    private var isChinese: Bool { locale.language.languageCode?.identifier == "zh" }

    /// Years and months, which the `Duration` format has no units for.
    private func calendarWords(_ amount: Amount, wide: Bool) -> String {
        let value = amount.value, one = value == 1
        if isChinese { return "\(value)\(amount.unit == .year ? "年" : "个月")" }
        switch (amount.unit, wide) {
        case (.year, true): return "\(value) year\(one ? "" : "s")"
        case (.year, false): return "\(value) yr\(one ? "" : "s")"
        case (_, true): return "\(value) month\(one ? "" : "s")"
        default: return "\(value) mth\(one ? "" : "s")"
        }
    }

    private static func seconds(in unit: Calendar.Component) -> Int64 {
        switch unit {
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        default: 1
        }
    }

    private static func durationUnit(_ unit: Calendar.Component) -> Duration.UnitsFormatStyle.Unit {
        switch unit {
        case .day: .days
        case .hour: .hours
        case .minute: .minutes
        default: .seconds
        }
    }
}
