import Foundation
import Vignette
import VignetteSampleData

/// A person's calendars and events as the app would hand them to the widget
/// (`Data/calendar.json`). Times are local to the widget's time zone.
struct Agenda: SampleData, Encodable, Equatable {
    var calendars: [CalendarSource]
    var events: [Event]

    struct CalendarSource: Codable, Sendable, Equatable {
        var id: String
        var name: String
        /// A system tint name: "blue", "orange"…
        var color: String
        var tint: Paint { .system(SystemColor(rawValue: color) ?? .blue) }
    }

    struct Event: Codable, Sendable, Equatable {
        var title: String
        /// The `id` of a calendar in `calendars`.
        var calendar: String
        var start: LocalDateTime
        /// Absent for all-day events.
        var end: LocalDateTime?
        var location: String?
        var allDay: Bool?

        var isAllDay: Bool { allDay ?? false }
    }

    static let tints: [SystemColor] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    ]

    func source(_ id: String) -> CalendarSource? { calendars.first { $0.id == id } }

    func firstProblem() -> (location: String, reason: String)? {
        for (index, source) in calendars.enumerated() {
            guard let tint = SystemColor(rawValue: source.color), Self.tints.contains(tint) else {
                return (
                    "calendars[\(index)].color",
                    "unknown colour '\(source.color)'; expected one of \(Self.tints.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }
        for (index, event) in events.enumerated() {
            if source(event.calendar) == nil {
                return (
                    "events[\(index)].calendar",
                    "unknown calendar '\(event.calendar)'; known: \(calendars.map(\.id).joined(separator: ", "))"
                )
            }
            if !event.isAllDay {
                guard let end = event.end else {
                    return ("events[\(index)].end", "missing; only all-day events may leave it out")
                }
                if end <= event.start { return ("events[\(index)].end", "the event ends before it starts") }
            }
        }
        return nil
    }

    static let cached: Result<Agenda, VignetteError> = Result { () throws(VignetteError) in
        try SampleFile.bundled("calendar", in: .module, subdirectory: "Data")
    }
}
