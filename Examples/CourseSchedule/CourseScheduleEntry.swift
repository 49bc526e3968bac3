import Foundation
import Vignette
import VignetteTimeline

/// One timeline entry of the course-schedule widget: the schedule state at `date`, or
/// a stand-in when there is none to show.
struct CourseScheduleEntry: TimelineEntry {
    enum Content: Sendable, Equatable {
        /// The state computed from the timetable the provider read (or kept).
        case schedule(ScheduleState)
        /// Sample content while the widget loads (WidgetKit redacts it).
        case placeholder(ScheduleState)
        /// The store could not be read and there was nothing kept to fall back on.
        case unavailable
    }

    var date: Date
    var relevance: TimelineEntryRelevance?
    var content: Content
    /// Whether the timetable came from the provider's last known good copy, not the store.
    var isFallback = false

    /// What the entry shows, in `ScheduleDescription`'s words.
    var description: String {
        switch content {
        case .schedule(let state): ScheduleDescription.describe(state)
        case .placeholder: ScheduleDescription.placeholder
        case .unavailable: ScheduleDescription.unavailable
        }
    }
}
