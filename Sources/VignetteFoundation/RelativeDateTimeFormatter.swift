import Foundation

/// Apple's `RelativeDateTimeFormatter` ("2 hours ago", "yesterday", "in 5 min."), which Foundation on
/// Linux lacks. It formats with `Date.RelativeFormatStyle` — the swift-foundation code Apple's own
/// Foundation ships, over ICU's relative-date patterns — read with the wall clock frozen at the
/// reference date, so `localizedString(for:relativeTo:)` is relative to the date given (Docs/SwiftUI.md §5).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers ("1 day ago") or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// Always a number.
        case numeric
        /// A name where one exists.
        case named
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full
        /// "two hours ago".
        case spellOut
        /// "2 hr. ago".
        case short
        /// "2h ago" (ICU's narrow form).
        case abbreviated
    }

    /// Numbers or names; numeric unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The units' form; full unless set.
    open var unitsStyle: UnitsStyle = .full
    /// The language; the current locale unless set.
    open var locale: Locale! = .current
    /// The calendar the distance is counted in.
    open var calendar: Calendar! = .current
    /// Where the string appears (capitalisation); accepted, ICU's default context is used.
    open var formattingContext: Context = .unknown

    /// A formatter with Apple's defaults (numeric, full units, the current locale).
    public override init() {
        super.init()
    }

    /// Not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `date` relative to `referenceDate`: "in 2 hours", "3 days ago", "yesterday".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        format(date, relativeTo: referenceDate, fields: nil)
    }

    /// `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero unit of `dateComponents` from now ("2 days ago" for `day: -2`), without
    /// the smaller units, as Apple's does.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Calendar.Component, Date.ComponentsFormatStyle.Field)] = [
            (.year, .year), (.month, .month), (.weekOfMonth, .week), (.day, .day),
            (.hour, .hour), (.minute, .minute), (.second, .second),
        ]
        let now = Date()
        for (component, field) in units {
            guard let value = dateComponents.value(for: component), value != 0,
                let date = calendar.date(byAdding: component, value: value, to: now)
            else { continue }
            return format(date, relativeTo: now, fields: [field])
        }
        return format(now, relativeTo: now, fields: [.second])
    }

    /// Formats a `Date` relative to now (`Formatter`'s entry point); nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func format(
        _ date: Date, relativeTo reference: Date, fields: Set<Date.ComponentsFormatStyle.Field>?
    ) -> String {
        var style = Date.RelativeFormatStyle(
            presentation: dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: unitsStyle.formatStyle, locale: locale ?? .current,
            calendar: calendar ?? .current)
        if let fields { style.allowedFields = fields }
        return WallClock.frozen(at: reference) { style.format(date) }
    }
}

extension RelativeDateTimeFormatter.UnitsStyle {
    /// The format style's form: full is wide, short abbreviated, abbreviated narrow (ICU's long, short, narrow).
    var formatStyle: Date.RelativeFormatStyle.UnitsStyle {
        switch self {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }
}
