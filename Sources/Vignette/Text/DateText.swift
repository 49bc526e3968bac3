import Foundation

/// A date as `Words(date, style:)` shows it at the render clock.
///
/// The forms follow Apple's documentation of `Text.DateStyle` and WidgetKit's "Displaying
/// dynamic dates in widgets" (Docs/Time.md, "Live text"):
/// - `.time`: the locale's short time ("9:50 AM", zh-Hans "09:50"), via `DateFormatter`;
/// - `.date`: the locale's long date ("November 23, 2026", "2026年11月23日");
/// - `.relative`: the distance in its two largest units, in the locale's short unit words
///   ("11 min, 14 sec", "2 hr, 23 min"; zh-Hans "2小时23分钟"), past or future alike;
/// - `.offset`: the distance in its largest unit, in full words, "-" for a date after the
///   clock and "+" for one before ("-11 minutes", "+3 months");
/// - `.timer`: the time to (or since) the date as "M:SS" under an hour, "H:MM:SS" from an
///   hour up (hours are not folded into days: "36:59:01"), no sign.
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
        case .relative:
            let amounts = DateSpanWords.amounts(from: now, to: date, timeZone: timeZone)
            return DateSpanWords(locale: locale).abbreviated(DateSpanWords.largestTwo(amounts))
        case .offset:
            let amounts = DateSpanWords.amounts(from: now, to: date, timeZone: timeZone)
            let text = DateSpanWords(locale: locale).wide(DateSpanWords.largestTwo(amounts)[0])
            // WidgetKit marks a date in the future with a minus sign, one in the past with a plus.
            return date == now ? text : (date > now ? "-" : "+") + text
        }
    }

    /// "M:SS" under an hour, "H:MM:SS" from an hour up.
    static func timer(seconds total: Int) -> String {
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(total / 60):\(two(seconds))"
    }
}
