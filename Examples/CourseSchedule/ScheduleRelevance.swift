import Foundation
import Vignette

/// The course-schedule widget's one relevance schema, for the Smart Stack (Docs/Design.md,
/// "Relevance"): 100 in class; rising from 55 to 85 in the 15 minutes before a class;
/// 20 when the next class is within two hours; 10 when it is later today; 0 when
/// nothing is left today (classes over, free day, tomorrow's preview).
enum ScheduleRelevance {
    static let inClass: Double = 100
    static let withinTwoHours: Double = 20
    static let laterToday: Double = 10
    static let nothingLeft: Double = 0
    /// Where "later today" turns into "within two hours".
    static let nearInterval: TimeInterval = 2 * 3600

    static func score(_ state: ScheduleState) -> Double {
        switch state.phase {
        case .inClass: inClass
        // 15 minutes out → 55, 10 → 70, 5 → 85: three steps, the entries being 5 minutes apart.
        case .startingSoon(_, let minutes): 100 - 3 * Double(min(max(minutes, 0), 15))
        case .upcoming(let next):
            state.today.classes[next].start.timeIntervalSince(state.now) <= nearInterval ? withinTwoHours : laterToday
        case .finished, .noClassesToday, .tomorrowPreview: nothingLeft
        }
    }
}
