import Foundation

/// Short English descriptions of what the course-schedule widget shows, used by the
/// timeline simulation both for the entry on screen and for the ground truth, so a
/// minute is "wrong" exactly when the two differ.
///
/// They name the phase and the class, not the minutes: on iOS the countdowns ("剩 65
/// 分钟") would be `Text(timerInterval:)`, which the system updates without a new entry.
enum ScheduleDescription {
    static let placeholder = "placeholder"
    static let unavailable = "unavailable (store locked)"

    static func describe(_ state: ScheduleState) -> String {
        switch state.phase {
        case .upcoming(let next): "next: \(name(state.today.classes[next]))"
        case .startingSoon(let next, _): "soon: \(name(state.today.classes[next]))"
        case .inClass(let current, _, _): "in class: \(name(state.today.classes[current]))"
        case .finished: "classes over"
        case .noClassesToday: "no classes today"
        case .tomorrowPreview: state.tomorrow.classes.first.map { "tomorrow: \(name($0))" } ?? "tomorrow: free"
        }
    }

    /// "大学英语 10:00".
    private static func name(_ slot: ClassSlot) -> String { "\(slot.course.compactName) \(slot.session.start)" }
}
