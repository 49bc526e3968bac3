import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

// The bundled course-schedule widget (Examples/CourseSchedule) written as an iOS developer writes
// it: SwiftUI and WidgetKit only. The timetable, the schedule state at an instant and the wording
// come from the example; CourseScheduleParityTests checks both spellings draw the same pixels.

/// The day's classes at one moment.
struct ClassScheduleEntry: TimelineEntry {
    let date: Date
    let state: ScheduleState
    let relevance: TimelineEntryRelevance?
}

/// Monday 2026-11-23 (week 12) in Shanghai: an entry wherever the schedule changes or its
/// relevance steps, and none in between: the countdowns ("10分钟后上课", "剩 1小时5分钟") are
/// relative-style text and the class's progress a timer progress view, which the system
/// updates without a new entry.
struct ClassScheduleProvider: TimelineProvider {
    static let timeZone = TimeZone(identifier: "Asia/Shanghai")!

    func placeholder(in context: Context) -> ClassScheduleEntry { entries()[0] }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ClassScheduleEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ClassScheduleEntry>) -> Void) {
        completion(Timeline(entries: entries(), policy: .atEnd))
    }

    private func entries() -> [ClassScheduleEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let timetable = try! Timetable.cached.get()
        let midnight = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23))!
        let dates =
            [midnight] + ScheduleChanges(after: midnight, horizon: 86_400, timetable: timetable, calendar: calendar).all
        return dates.map { date in
            let state = ScheduleState(at: date, timetable: timetable, calendar: calendar)
            return ClassScheduleEntry(
                date: date, state: state,
                relevance: TimelineEntryRelevance(score: Float(ScheduleRelevance.score(state))))
        }
    }
}

/// The widget: small, medium and large.
struct ClassSchedule: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "course-schedule", provider: ClassScheduleProvider()) { entry in
            ClassScheduleView(state: entry.state)
                .modifier(ScheduleContainerBackground())
        }
        .configurationDisplayName("Course schedule (课程表)")
        .description("The class on now or next, the rest of the day, and tomorrow's first class after 21:00.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The entry drawn for the family being rendered.
struct ClassScheduleView: View {
    let state: ScheduleState
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall: FocusView(state: state)
        case .systemMedium: MediumScheduleView(state: state)
        default: LargeScheduleView(state: state)
        }
    }
}

/// The widget's background: the system background in light mode, the elevated grey in dark mode.
struct ScheduleContainerBackground: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.containerBackground(.scheduleBackground(colorScheme), for: .widget)
    }
}
