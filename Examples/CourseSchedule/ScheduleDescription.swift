import Foundation

/// Short English descriptions of what the course-schedule widget shows, used by the
/// timeline simulation both for the entry on screen and for the ground truth, so a
/// minute is "wrong" exactly when the two differ.
///
/// They name the phase and the class, not the minutes: the countdowns ("剩 1小时5分钟") are
/// relative-style live text, which the system updates without a new entry; the simulator
/// checks the texts themselves against an entry made at each minute (Docs/Time.md).
enum ScheduleDescription {
    static let placeholder = "placeholder"
    static let unavailable = "unavailable (store locked)"

    static func describe(_ state: ScheduleState) -> String {
        switch state.phase {
        case .upcoming(let next): "next: \(name(state.today.classes[next]))"
        case .startingSoon(let next, _): "soon: \(name(state.today.classes[next]))"
        case .inClass(let current): "in class: \(name(state.today.classes[current]))"
        case .finished: "classes over"
        case .noClassesToday: "no classes today"
        case .tomorrowPreview: state.tomorrow.classes.first.map { "tomorrow: \(name($0))" } ?? "tomorrow: free"
        }
    }

    /// "大学英语 10:00".
    private static func name(_ slot: ClassSlot) -> String { "\(slot.course.compactName) \(slot.session.start)" }
}
