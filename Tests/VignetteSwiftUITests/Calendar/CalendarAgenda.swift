import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled calendar widget (Examples/Calendar) written as an iOS developer writes it: SwiftUI
// and WidgetKit only. The agenda, its state at an instant and the wording come from the example;
// CalendarParityTests checks both spellings draw the same pixels.

/// The agenda at one moment of the day.
struct AgendaEntry: TimelineEntry {
    let date: Date
    let state: AgendaState
    let relevance: TimelineEntryRelevance?
}

/// Entries where what the widget shows can change in the bundled week from Monday 2026-11-23,
/// in Chicago: each midnight, and each event's start and end and the hour and quarter before it.
/// `.never`: the calendar app reloads the widget after an edit.
struct AgendaProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "America/Chicago")!

    func placeholder(in context: Context) -> AgendaEntry { entries()[0] }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (AgendaEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<AgendaEntry>) -> Void) {
        completion(Timeline(entries: entries(), policy: .never))
    }

    private func entries() -> [AgendaEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let agenda = try! Agenda.cached.get()
        let monday = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23))!
        var dates = Set((0...7).map { calendar.date(byAdding: .day, value: $0, to: monday)! })
        for event in agenda.events where !event.isAllDay {
            let start = event.start.date(in: calendar)
            dates.formUnion([start - AgendaRelevance.near, start - AgendaRelevance.soon, start])
            if let end = event.end { dates.insert(end.date(in: calendar)) }
        }
        return dates.sorted().map { date in
            let state = AgendaState(at: date, agenda: agenda, calendar: calendar)
            return AgendaEntry(
                date: date, state: state,
                relevance: TimelineEntryRelevance(score: Float(AgendaRelevance.score(state))))
        }
    }
}

/// The widget: three home-screen sizes and the lock screen's rectangle.
struct CalendarAgenda: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar-agenda", provider: AgendaProvider()) { entry in
            AgendaView(state: entry.state)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Calendar agenda")
        .description("Today's and tomorrow's events from your calendars.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}

/// The entry drawn for the family being rendered.
struct AgendaView: View {
    let state: AgendaState
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: SmallAgendaView(state: state)
        case .systemMedium: MediumAgendaView(state: state)
        case .systemLarge: LargeAgendaView(state: state)
        default: RectangularAgendaView(state: state)
        }
    }
}

extension AgendaState.Item {
    /// The event's calendar colour. The shared model keeps the system tint the data file names
    /// ("blue", "orange"…); the views want the SwiftUI colour of that name.
    var color: Color {
        guard case .system(let tint) = tint else { return .blue }
        return Color(tintName: tint.rawValue)
    }
}

extension Color {
    /// The system colour a data file names ("blue", "orange"…); blue for a name it does not know.
    init(tintName: String) {
        let tints: [String: Color] = [
            "red": .red, "orange": .orange, "yellow": .yellow, "green": .green,
            "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue,
            "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        ]
        self = tints[tintName] ?? .blue
    }
}
