import Vignette
import VignetteTimeline

/// The example widgets that ship with Vignette, each in its own folder with its data in `Data/`.
public enum Examples {
    /// Every example, in the order the gallery and `vignette list` show them.
    public static let all: [WidgetDefinition] = [
        CourseScheduleWidget.definition,
        CourseScheduleTimelines.naiveDefinition,
        WeatherWidget.definition,
        ActivityWidget.definition,
        CalendarAgendaWidget.definition,
        StocksWidget.definition,
        JokeWidget.definition,
    ]

    /// The example Live Activities, in the order the gallery shows them.
    public static let activities: [ActivityDefinition] = [
        ClassInProgressActivity.definition,
        LiveMatchActivity.definition,
    ]

    /// The examples with timeline providers, for `vignette timeline` and `vignette stack`.
    public static let timelines: [AnyTimelineWidget] = [
        CourseScheduleTimelines.recommended,
        CourseScheduleTimelines.naive,
        WeatherTimelines.timelines,
        ActivityTimelines.timelines,
        CalendarAgendaTimelines.timelines,
        StocksTimelines.timelines,
        JokeTimelines.timelines,
    ]
}
