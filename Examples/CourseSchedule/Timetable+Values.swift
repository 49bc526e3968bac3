import Foundation

/// A time of day on a timetable, written "08:00" in the data file.
struct ClockTime: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    var hour: Int
    var minute: Int

    init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses "HH:mm" (24-hour); nil for anything else.
    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = ClockTime(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a 24-hour time like \"08:00\", got \"\(text)\"")
        }
        self = time
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    var description: String { String(format: "%02d:%02d", hour, minute) }

    static func < (a: ClockTime, b: ClockTime) -> Bool { (a.hour, a.minute) < (b.hour, b.minute) }
}

/// A calendar date without a time or time zone, written "2026-09-07" in the data file.
struct CalendarDay: Codable, Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a date like \"2026-09-07\", got \"\(text)\"")
        }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%04d-%02d-%02d", year, month, day))
    }

    /// The start of this day in the calendar's time zone.
    func start(in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(year: year, month: month, day: day))
    }
}

/// The teaching weeks a session meets in, written "1-16" (or "9" for one week).
struct WeekRange: Codable, Sendable, Hashable {
    var first: Int
    var last: Int

    init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let bounds = text.split(separator: "-").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(bounds.count), let first = bounds.first ?? nil, let last = bounds.last ?? nil,
            first >= 1, first <= last
        else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected teaching weeks like \"1-16\", got \"\(text)\"")
        }
        self.init(first: first, last: last)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(first == last ? "\(first)" : "\(first)-\(last)")
    }

    func contains(_ week: Int) -> Bool { (first...last).contains(week) }
}
