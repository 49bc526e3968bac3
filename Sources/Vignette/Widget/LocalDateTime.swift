import Foundation

/// A wall-clock date and time with no time zone, written `"2026-11-23T09:30"` (or
/// `"2026-11-23"` for midnight): how demo moments and sample data name instants in the
/// widget's own time zone.
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Gregorian fields: month 1…12, day within the month, hour 0…23, minute 0…59.
    public var year, month, day, hour, minute: Int

    /// The fields as given; they are not checked (use `init?(parsing:)` for text).
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    /// Parses `"YYYY-MM-DDTHH:mm"` or `"YYYY-MM-DD"` (midnight); nil for anything else,
    /// including a day the month does not have.
    public init?(parsing text: String) {
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = halves.count == 2 ? halves[1].split(separator: ":", omittingEmptySubsequences: false) : ["00", "00"]
        // Fixed widths of ASCII digits, so "2026-11-3", "9:30" or "2026-11-+3" is a typo rather than a guess.
        guard date.count == 3, time.count == 2, date[0].count == 4,
            (date[1...] + time).allSatisfy({ $0.count == 2 }),
            (date + time).allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(date[0]), let m = Int(date[1]), let d = Int(date[2]),
            let h = Int(time[0]), let mi = Int(time[1]),
            (1...12).contains(m), (1...Self.days(inMonth: m, year: y)).contains(d),
            (0...23).contains(h), (0...59).contains(mi)
        else { return nil }
        self.init(year: y, month: m, day: d, hour: h, minute: mi)
    }

    /// The instant this wall-clock time names in `calendar`'s time zone.
    public func date(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The instant this wall-clock time names in `timeZone` (Gregorian calendar).
    public func date(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return date(in: calendar)
    }

    /// `"2026-11-23T09:30"`, the form `init?(parsing:)` reads.
    public var description: String {
        String(format: "%04d-%02d-%02dT%02d:%02d", year, month, day, hour, minute)
    }

    /// Earlier wall-clock times sort first.
    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute) < (b.year, b.month, b.day, b.hour, b.minute)
    }

    /// The error text for `text` that is not a local date-time.
    static func malformed(_ text: String) -> String {
        "expected a local time like \"2026-11-23T09:30\" or \"2026-11-23\", got \"\(text)\""
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension LocalDateTime: ExpressibleByStringLiteral {
    /// A literal such as `"2026-11-23T09:00"`; a malformed literal is a programming error
    /// and stops with the text and the expected form.
    public init(stringLiteral text: String) {
        guard let value = LocalDateTime(parsing: text) else { preconditionFailure(Self.malformed(text)) }
        self = value
    }
}

extension LocalDateTime: Codable {
    /// Reads the `"2026-11-23T09:30"` form; anything else is a data-corrupted error saying so.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDateTime(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.malformed(text))
        }
        self = value
    }

    /// Writes the `"2026-11-23T09:30"` form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
