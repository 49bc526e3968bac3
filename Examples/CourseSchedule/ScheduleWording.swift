import Foundation
import Vignette

/// Every piece of text the course-schedule widget shows, in one place (zh-Hans, as a
/// Chinese student's timetable app would have it).
enum ScheduleWording {
    static let weekdayNames = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]

    /// "周一" for 1 … "周日" for 7.
    static func weekday(_ weekday: Int) -> String { weekdayNames[(weekday - 1) % 7] }

    /// "第12周", or nil outside the semester.
    static func week(_ week: Int?) -> String? { week.map { "第\($0)周" } }

    /// "11月23日 周一".
    static func date(_ agenda: DayAgenda, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.month, .day], from: agenda.day)
        return "\(parts.month ?? 0)月\(parts.day ?? 0)日 \(weekday(agenda.weekday))"
    }

    /// "明天" for the day after `state.today`, else its weekday ("周一").
    static func dayName(_ agenda: DayAgenda, in state: ScheduleState) -> String {
        agenda.day == state.tomorrow.day ? "明天" : weekday(agenda.weekday)
    }

    static let firstToday = "今日首节"
    static let firstTomorrow = "明日首节"
    static let nextClass = "下一节"
    static let restHint = "好好休息"

    /// "周一首节", "明天首节".
    static func first(of dayName: String) -> String { "\(dayName)首节" }

    /// "10分钟后开始", counting down live to the class's start.
    static func startsIn(_ slot: ClassSlot) -> SchedulePhrase { .countdown(to: slot.start, after: "后开始") }

    /// "剩 1小时5分钟", counting down live to the class's end.
    static func timeLeft(_ slot: ClassSlot) -> SchedulePhrase { .countdown(before: "剩 ", to: slot.end) }

    /// "今天没有课" / "明天没有课".
    static func noClasses(tomorrow: Bool) -> String { tomorrow ? "明天没有课" : "今天没有课" }

    /// The large widget's title after 21:00: "明天 · 11月24日 周二".
    static func tomorrowTitle(_ date: String) -> String { "明天 · \(date)" }

    /// The short status line above the focused class (small and medium); before a class it
    /// counts down live ("10分钟后上课").
    static func status(_ state: ScheduleState) -> SchedulePhrase {
        switch state.phase {
        case .startingSoon(let next, _): .countdown(to: state.today.classes[next].start, after: "后上课")
        default: .plain(plainStatus(state))
        }
    }

    /// The status as the naive first draft words it: the minutes to the class counted when its
    /// entry was made ("10 分钟后上课"), which go stale until the next entry.
    static func naiveStatus(_ state: ScheduleState) -> String {
        guard case .startingSoon(_, let minutes) = state.phase else { return plainStatus(state) }
        return "\(minutes) 分钟后上课"
    }

    private static func plainStatus(_ state: ScheduleState) -> String {
        switch state.phase {
        case .upcoming(0): firstToday
        case .upcoming: nextClass
        case .startingSoon: nextClass
        case .inClass: "上课中"
        case .finished: "今日课程已结束"
        case .noClassesToday: noClasses(tomorrow: false)
        case .tomorrowPreview: state.tomorrow.classes.isEmpty ? noClasses(tomorrow: true) : firstTomorrow
        }
    }

    /// "剩 1小时5分钟" while a class is on, counting down live.
    static func remaining(_ state: ScheduleState) -> SchedulePhrase? {
        guard case .inClass(let current) = state.phase else { return nil }
        return timeLeft(state.today.classes[current])
    }

    /// The focused class's time: "08:00 – 09:35" today; on a later day, the day and
    /// start only ("明天 08:00"), which is what a student plans by and what fits.
    static func focusTime(_ slot: ClassSlot, in state: ScheduleState) -> String {
        guard state.focusIsLater,
            let day = [state.tomorrow, state.nextClassDay].compactMap({ $0 })
                .first(where: { $0.classes.contains(slot) })
        else { return slot.timeRange }
        return "\(dayName(day, in: state)) \(slot.session.start)"
    }

    /// The one-line summary under the date in the large widget; around a class it counts down live.
    static func summary(_ state: ScheduleState) -> SchedulePhrase {
        let count = state.today.classes.count
        switch state.phase {
        case .upcoming(0): return .plain("今天 \(count) 节课 · \(state.today.classes[0].session.start) 开始")
        case .upcoming(let next): return .plain("已上 \(next) 节 · 还有 \(count - next) 节")
        case .startingSoon(let next, _):
            return .countdown(before: "第 \(next + 1) 节 · ", to: state.today.classes[next].start, after: "后开始")
        case .inClass(let current):
            return .countdown(before: "第 \(current + 1)/\(count) 节 · 剩 ", to: state.today.classes[current].end)
        case .finished: return .plain("今天 \(count) 节课已全部结束")
        case .noClassesToday: return .plain(freeDay(state.today))
        case .tomorrowPreview:
            guard let first = state.tomorrow.classes.first else { return .plain(freeDay(state.tomorrow)) }
            return .plain("明天 \(state.tomorrow.classes.count) 节课 · \(first.session.start) 开始")
        }
    }

    /// The summary of a day without classes; the large widget says "今天没有课" below it.
    static func freeDay(_ agenda: DayAgenda) -> String { agenda.weekday >= 6 ? "周末" : "没有课程安排" }

    /// The title over the classes after the focused one (medium).
    static let followingTitle = "接下来"

    /// What the following-classes list says when it is empty.
    static func nothingFollowing(_ state: ScheduleState) -> String {
        state.focusIsLater ? "当天只有这一节" : "今天没有其他课了"
    }

    /// When there is no class in the coming week at all.
    static let noClassesAhead = "一周内没有课"

    /// "教三-201 · 王建国".
    static func place(_ slot: ClassSlot) -> String { "\(slot.session.room) · \(slot.course.teacher)" }
}

/// Words the widget shows: plain, or a sentence around a live countdown, whose time the
/// system writes in the `.relative` style at every moment it is on screen ("剩 1小时5分钟",
/// "10分钟后上课"), as iOS updates such text without a new timeline entry (Docs/Time.md).
enum SchedulePhrase: Hashable, Sendable {
    case plain(String)
    case countdown(before: String = "", to: Date, after: String = "")

    /// The phrase in the core DSL: joined words, the countdown a `.relative` date.
    var words: Node {
        switch self {
        case .plain(let text): return Words(text).node
        case .countdown(let before, let date, let after):
            let parts = [
                before.isEmpty ? nil : Words(before).node, Words(date, style: .relative).node,
                after.isEmpty ? nil : Words(after).node,
            ].compactMap { $0 }
            return .joinedWords(parts)
        }
    }
}
