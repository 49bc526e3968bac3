import Foundation

/// The calendar widget's one relevance schema, rising as an event approaches:
///
/// - 100 while a timed event is on;
/// - 80 within 15 minutes of the next one;
/// - 40 within an hour of it;
/// - 10 when the next one is later today;
/// - 0 when no timed event is left today (all-day events don't call for a look).
enum AgendaRelevance {
    static let on: Double = 100
    static let soonScore: Double = 80
    static let nearScore: Double = 40
    static let laterToday: Double = 10
    static let nothingLeft: Double = 0

    static let soon: TimeInterval = 15 * 60
    static let near: TimeInterval = 3600

    static func score(_ state: AgendaState) -> Double {
        guard let next = state.focus else { return nothingLeft }
        if state.isOn(next) { return on }
        let wait = next.start.timeIntervalSince(state.now)
        return wait <= soon ? soonScore : wait <= near ? nearScore : laterToday
    }
}
