import Foundation

/// A date as `Words(date, style:)` shows it at the render clock.
///
/// The forms follow Apple's documentation of `Text.DateStyle`:
/// - `.time`: the locale's short time ("9:50 AM", zh-Hans "09:50"), via `DateFormatter`;
/// - `.date`: the locale's long date ("November 23, 2026", "2026年11月23日");
/// - `.relative`: the distance in its two largest units, full words ("2 hours, 23 minutes",
///   "1 year, 1 month"; zh-Hans "2小时23分钟"), past or future alike;
/// - `.offset`: the same with "+" for a date after the clock and "-" before ("+2 hours");
/// - `.timer`: the time to (or since) the date as "M:SS" under an hour, "H:MM:SS" from an
///   hour up (hours are not folded into days: "36:59:01"), no sign.
///
/// Units for `.relative`/`.offset` are written for English and Chinese (`DateUnitNames`);
/// other locales use English words.
public struct DateText: Hashable, Sendable {
    /// How the date is written: a time, a date, a timer, a relative or offset span.
    public var style: DateTextStyle
    /// The date written, or the timer's reference date.
    public var date: Date

    /// Text that writes `date` in `style`, worked out at render time.
    public init(style: DateTextStyle, date: Date) {
        self.style = style
        self.date = date
    }

    /// The text at the environment's clock, locale and time zone.
    public func string(in env: WidgetEnvironment) -> String {
        string(now: env.date, locale: env.locale, timeZone: env.timeZone)
    }

    /// The text as shown at `now`, in `locale` and `timeZone`.
    public func string(now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            return formatter.string(from: date)
        case .timer:
            return Self.timer(seconds: Int(abs(date.timeIntervalSince(now)).rounded(.down)))
        case .relative, .offset:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let (from, to) = date >= now ? (now, date) : (date, now)
            let units: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]
            let parts = calendar.dateComponents(Set(units), from: from, to: to)
            let amounts = units.map { (unit: $0, value: parts.value(for: $0) ?? 0) }
            let names = DateUnitNames(locale: locale)
            // The largest non-zero unit and the one after it, when that is non-zero too.
            let first = amounts.firstIndex { $0.value != 0 } ?? (units.count - 1)
            let shown = amounts[first..<min(first + 2, amounts.count)].filter { $0.value != 0 || $0.unit == amounts[first].unit }
            let text = names.join(shown.map { names.amount($0.value, $0.unit) })
            guard style == .offset else { return text }
            return (date >= now ? "+" : "-") + text
        }
    }

    /// "M:SS" under an hour, "H:MM:SS" from an hour up.
    static func timer(seconds total: Int) -> String {
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(total / 60):\(two(seconds))"
    }
}
