import Foundation
import Vignette

/// One class followed by a Live Activity, from just before it starts to just after it ends:
/// the course, its slot, and where the clock stands (a pure function of the timetable and the clock).
struct ClassActivityState: Sendable {
    enum Phase: Sendable, Equatable {
        /// Before the start: the class begins at the slot's start.
        case startingSoon
        /// During the class, with the share of it gone.
        case inClass(progress: Double)
        /// After the end, with the day's next class if there is one.
        case ended(next: ClassSlot?)
    }

    let slot: ClassSlot
    let phase: Phase

    /// The class of `timetable` that starts at `start` on its day, seen at `now`.
    init(courseStartingAt start: Date, at now: Date, timetable: Timetable, calendar: Calendar) {
        let classes = timetable.agenda(on: start, calendar: calendar).classes
        let index = classes.firstIndex { $0.start == start }!
        slot = classes[index]
        if now < slot.start {
            phase = .startingSoon
        } else if now < slot.end {
            phase = .inClass(progress: now.timeIntervalSince(slot.start) / slot.end.timeIntervalSince(slot.start))
        } else {
            phase = .ended(next: classes.dropFirst(index + 1).first)
        }
    }

    /// "即将上课", "正在上课" or "已下课".
    var status: String {
        switch phase {
        case .startingSoon: "即将上课"
        case .inClass: "正在上课"
        case .ended: "已下课"
        }
    }

    /// What the countdown counts to: "后上课" (until the start) or "后下课" (until the end).
    var countdownCaption: String? {
        switch phase {
        case .startingSoon: "后上课"
        case .inClass: "后下课"
        case .ended: nil
        }
    }

    /// The live countdown to the start or the end, as SwiftUI's timer text draws it; nil when over.
    func countdown(from now: Date, showsHours: Bool = true) -> Words? {
        switch phase {
        case .startingSoon: Words(timerInterval: now...slot.start, showsHours: showsHours)
        case .inClass: Words(timerInterval: slot.start...slot.end, showsHours: showsHours)
        case .ended: nil
        }
    }

    var progress: Double {
        switch phase {
        case .startingSoon: 0
        case .inClass(let progress): progress
        case .ended: 1
        }
    }
}
