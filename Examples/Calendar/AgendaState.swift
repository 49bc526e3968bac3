import Foundation
import Vignette

/// What the calendar widget shows at one instant: a pure function of the agenda, the
/// render clock and a calendar in the widget's time zone.
struct AgendaState: Sendable, Equatable {
    /// An event placed at concrete instants, with its calendar's colour.
    struct Item: Sendable, Equatable {
        var title: String
        var location: String?
        var tint: Paint
        var start: Date
        var end: Date
        var isAllDay: Bool
    }

    var now: Date
    var today: Date
    /// Today's all-day events.
    var allDayToday: [Item]
    /// Today's timed events that have not ended, in order.
    var laterToday: [Item]
    /// Tomorrow's events, all-day first.
    var tomorrow: [Item]
    /// Timed events today that are over.
    var doneToday: Int

    init(at now: Date, agenda: Agenda, calendar: Calendar) {
        self.now = now
        today = calendar.startOfDay(for: now)
        let tomorrowStart = calendar.date(byAdding: .day, value: 1, to: today)!
        let dayAfter = calendar.date(byAdding: .day, value: 1, to: tomorrowStart)!
        let items = agenda.events.map { event in
            let start = event.start.date(in: calendar)
            let end =
                event.isAllDay ? calendar.date(byAdding: .day, value: 1, to: start)! : event.end!.date(in: calendar)
            return Item(
                title: event.title, location: event.location, tint: agenda.source(event.calendar)?.tint ?? .blue,
                start: start, end: end, isAllDay: event.isAllDay)
        }
        .sorted { ($0.isAllDay ? 0 : 1, $0.start) < ($1.isAllDay ? 0 : 1, $1.start) }
        let today = self.today
        let todays = items.filter { $0.start >= today && $0.start < tomorrowStart }
        allDayToday = todays.filter(\.isAllDay)
        laterToday = todays.filter { !$0.isAllDay && $0.end > now }
        doneToday = todays.filter { !$0.isAllDay && $0.end <= now }.count
        tomorrow = items.filter { $0.start >= tomorrowStart && $0.start < dayAfter }
    }

    /// The event the widget leads with: the one on now, else the next one today.
    var focus: Item? { laterToday.first }

    /// Whether `item` is on at the render clock.
    func isOn(_ item: Item) -> Bool { !item.isAllDay && item.start <= now && now < item.end }
}
