import Foundation

/// Every piece of text the calendar widget shows, in one place (US English, 12-hour).
enum AgendaWording {
    static func formatter(_ format: String, _ calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = format
        return formatter
    }

    /// "MONDAY".
    static func weekday(_ date: Date, _ calendar: Calendar) -> String {
        formatter("EEEE", calendar).string(from: date).uppercased()
    }
    /// "MON".
    static func shortWeekday(_ date: Date, _ calendar: Calendar) -> String {
        formatter("EEE", calendar).string(from: date).uppercased()
    }
    /// "23".
    static func day(_ date: Date, _ calendar: Calendar) -> String { String(calendar.component(.day, from: date)) }
    /// "November".
    static func month(_ date: Date, _ calendar: Calendar) -> String { formatter("MMMM", calendar).string(from: date) }

    /// "9:30 AM", "12:30 PM".
    static func time(_ date: Date, _ calendar: Calendar) -> String { formatter("h:mm a", calendar).string(from: date) }

    /// "9:30 – 10:30 AM", "11:30 AM – 12:30 PM"; "All day" for all-day events.
    static func range(_ item: AgendaState.Item, _ calendar: Calendar) -> String {
        if item.isAllDay { return "All day" }
        let start = time(item.start, calendar), end = time(item.end, calendar)
        if start.suffix(2) == end.suffix(2) { return "\(start.dropLast(3)) – \(end)" }
        return "\(start) – \(end)"
    }

    /// "Now · until 10:30 AM" for an event on, else its range.
    static func when(_ item: AgendaState.Item, state: AgendaState, _ calendar: Calendar) -> String {
        state.isOn(item) ? "Now · until \(time(item.end, calendar))" : range(item, calendar)
    }

    static let noMoreToday = "No more events today"
    static let tomorrow = "TOMORROW"
    static let today = "TODAY"
    static let nothingTomorrow = "Nothing scheduled"

    /// "2 more events", "1 more event".
    static func more(_ count: Int) -> String { "\(count) more event\(count == 1 ? "" : "s")" }
}
