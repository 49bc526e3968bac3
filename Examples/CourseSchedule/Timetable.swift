import Foundation
import Vignette

/// A student's weekly timetable for one semester, as the app would write it to the
/// shared store for the widget to read (`Data/course-schedule.json`).
struct Timetable: Codable, Sendable, Equatable {
    /// Shown nowhere in the widget; names the semester for people reading the file.
    var semester: String
    /// The Monday of teaching week 1 (第1周).
    var semesterStart: CalendarDay
    /// How many teaching weeks the semester has; outside them there are no classes.
    var weekCount: Int
    var courses: [Course]
    var sessions: [Session]
}

/// A course: what it is called, who teaches it and its colour in the widget.
struct Course: Codable, Sendable, Equatable, Identifiable {
    var id: String
    var name: String
    /// What students call it where space is short ("近代史纲要" for 中国近现代史纲要).
    var shortName: String?
    var teacher: String
    /// One of the system tints (`blue`, `orange`, `green`…), so it follows light and dark.
    var color: CourseColor

    var tint: Paint { .system(color.systemColor) }
    /// The short name if there is one, else the full name.
    var compactName: String { shortName ?? name }
}

/// One weekly meeting of a course: a weekday, a time and a room, in some teaching weeks.
struct Session: Codable, Sendable, Equatable {
    /// The `id` of a course in `courses`.
    var course: String
    /// 1 = Monday (周一) … 7 = Sunday (周日), as Chinese timetables count.
    var weekday: Int
    var start: ClockTime
    var end: ClockTime
    var room: String
    var weeks: WeekRange
}

/// A course colour: the name of a system tint, checked when the file is read.
struct CourseColor: Codable, Sendable, Equatable {
    static let allowed: [SystemColor] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan,
        .blue, .indigo, .purple, .pink, .brown,
    ]
    var systemColor: SystemColor

    init(_ systemColor: SystemColor) { self.systemColor = systemColor }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let color = SystemColor(rawValue: name), Self.allowed.contains(color) else {
            let names = Self.allowed.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown colour '\(name)'; expected one of \(names)")
        }
        systemColor = color
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(systemColor.rawValue)
    }
}

extension Timetable {
    func course(id: String) -> Course? { courses.first { $0.id == id } }

    /// Checks what the JSON types cannot: course references, weekdays, times and weeks.
    /// Returns the JSON path and the reason of the first problem found.
    func firstProblem() -> (location: String, reason: String)? {
        if weekCount < 1 { return ("weekCount", "expected at least 1 week, got \(weekCount)") }
        for (index, session) in sessions.enumerated() {
            let path = "sessions[\(index)]"
            if course(id: session.course) == nil {
                let known = courses.map(\.id).joined(separator: ", ")
                return ("\(path).course", "unknown course '\(session.course)'; known: \(known)")
            }
            if !(1...7).contains(session.weekday) {
                return ("\(path).weekday", "expected 1 (Monday) to 7 (Sunday), got \(session.weekday)")
            }
            if session.end <= session.start {
                return ("\(path).end", "class ends at \(session.end) but starts at \(session.start)")
            }
            if session.weeks.last > weekCount {
                return ("\(path).weeks", "week \(session.weeks.last) is past the semester's \(weekCount) weeks")
            }
        }
        return nil
    }
}
