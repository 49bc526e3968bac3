import Foundation

/// What the widget shows at one instant: today's and tomorrow's classes and where
/// `now` falls among them. A pure function of (timetable, date, calendar), so every
/// state can be tested without a clock.
struct ScheduleState: Sendable, Equatable {
    /// Where the day stands. Indices point into `today.classes`.
    enum Phase: Sendable, Equatable {
        /// The next class is more than 15 minutes away; `next == 0` is before the first class of the day.
        case upcoming(next: Int)
        /// The next class starts in 15 minutes or less (rounded up to whole minutes, for the
        /// relevance steps; the widget counts down live).
        case startingSoon(next: Int, minutes: Int)
        /// A class is on. How far through it is and the time left are live on screen (a
        /// relative-style countdown and a timer progress bar, Docs/Time.md), so they are not
        /// part of the state an entry holds.
        case inClass(current: Int)
        /// Today had classes and they are over (before 21:00).
        case finished
        /// Today has no classes (before 21:00).
        case noClassesToday
        /// From 21:00 on, unless a class is still on: tomorrow's classes (`tomorrow`).
        case tomorrowPreview
    }

    /// A class "starts soon" from this long before its start, inclusive.
    static let soonInterval: TimeInterval = 15 * 60
    /// From this hour on, the widget previews tomorrow.
    static let previewHour = 21

    var now: Date
    var today: DayAgenda
    var tomorrow: DayAgenda
    /// The first day after today with classes, within a week (tomorrow when it has classes).
    var nextClassDay: DayAgenda?
    var phase: Phase

    init(at now: Date, timetable: Timetable, calendar: Calendar) {
        let today = timetable.agenda(on: now, calendar: calendar)
        // Lazily: most days the search ends tomorrow, and each agenda is calendar arithmetic.
        let following = (1...7).lazy.map { offset in
            let day =
                calendar.date(byAdding: .day, value: offset, to: today.day)
                ?? today.day.addingTimeInterval(TimeInterval(86_400 * offset))
            return timetable.agenda(on: day, calendar: calendar)
        }
        let tomorrow = following.first!
        self.now = now
        self.today = today
        self.tomorrow = tomorrow
        self.nextClassDay = tomorrow.classes.isEmpty ? following.dropFirst().first { !$0.classes.isEmpty } : tomorrow
        self.phase = Self.phase(at: now, classes: today.classes, calendar: calendar)
    }

    static func phase(at now: Date, classes: [ClassSlot], calendar: Calendar) -> Phase {
        if let current = classes.firstIndex(where: { $0.start <= now && now < $0.end }) {
            return .inClass(current: current)
        }
        if calendar.component(.hour, from: now) >= previewHour { return .tomorrowPreview }
        if classes.isEmpty { return .noClassesToday }
        guard let next = classes.firstIndex(where: { now < $0.start }) else { return .finished }
        let until = classes[next].start.timeIntervalSince(now)
        guard until <= soonInterval else { return .upcoming(next: next) }
        return .startingSoon(next: next, minutes: Int((until / 60).rounded(.up)))
    }

    /// The class the widget puts first: the current or next one today, or tomorrow's first in the preview.
    var focus: ClassSlot? {
        switch phase {
        case .upcoming(let i), .startingSoon(let i, _), .inClass(let i): today.classes[i]
        case .tomorrowPreview: tomorrow.classes.first
        case .finished, .noClassesToday: nextClassDay?.classes.first
        }
    }

    /// The classes after the focus on the same day.
    var following: [ClassSlot] {
        switch phase {
        case .upcoming(let i), .startingSoon(let i, _), .inClass(let i): Array(today.classes.dropFirst(i + 1))
        case .tomorrowPreview: Array(tomorrow.classes.dropFirst())
        case .finished, .noClassesToday: Array((nextClassDay?.classes ?? []).dropFirst())
        }
    }

    /// Whether the focus is on a later day than today.
    var focusIsLater: Bool {
        switch phase {
        case .tomorrowPreview, .finished, .noClassesToday: true
        default: false
        }
    }
}
