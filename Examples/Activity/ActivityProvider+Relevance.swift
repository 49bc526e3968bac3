import Foundation

/// The activity widget's one relevance schema: worth a look when there is still time to act.
///
/// - 80 in the evening (17:00–21:00) while a ring is open: the last chance to close it;
/// - 10 in the day (06:00–17:00) while a ring is open;
/// - 0 once all three rings are closed, and at night (21:00–06:00): nothing to do.
///
/// The hours are on the quarter-hour grid the entries use.
enum ActivityRelevance {
    static let evening: Double = 80
    static let day: Double = 10
    static let nothingToDo: Double = 0

    static let eveningHours = 17..<21
    static let dayHours = 6..<17

    static func score(_ state: ActivityState, at date: Date, calendar: Calendar) -> Double {
        guard !state.allClosed else { return nothingToDo }
        let hour = calendar.component(.hour, from: date)
        if eveningHours.contains(hour) { return evening }
        return dayHours.contains(hour) ? day : nothingToDo
    }
}
