import Foundation

/// The instants at which the course-schedule widget's content or relevance changes:
/// where the recommended provider puts its entries and its reloads.
struct ScheduleChanges {
    /// Where the widget's state changes: 15 minutes before a class, its start, its end,
    /// 21:00 (tomorrow's preview) and midnight. The provider reloads after the next one.
    var significant: [Date]
    /// The significant instants plus relevance steps (two hours, 10 and 5 minutes before a class).
    var all: [Date]

    /// The changes after `now`, up to `horizon` later.
    init(after now: Date, horizon: TimeInterval, timetable: Timetable, calendar: Calendar) {
        var significant = Set<Date>()
        var steps = Set<Date>()
        let today = calendar.startOfDay(for: now)
        for offset in 0...Int((horizon / 86_400).rounded(.up)) {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            significant.insert(day)
            if let preview = calendar.date(bySettingHour: ScheduleState.previewHour, minute: 0, second: 0, of: day) {
                significant.insert(preview)
            }
            for slot in timetable.agenda(on: day, calendar: calendar).classes {
                significant.formUnion([slot.start - ScheduleState.soonInterval, slot.start, slot.end])
                steps.formUnion([slot.start - ScheduleRelevance.nearInterval, slot.start - 600, slot.start - 300])
            }
        }
        let window = { (date: Date) in date > now && date <= now + horizon }
        self.significant = significant.filter(window).sorted()
        self.all = significant.union(steps).filter(window).sorted()
    }
}
