import Foundation
import Vignette

/// Activity rings as the Fitness app keeps them: move, exercise and stand for today,
/// read from `Data/activity.json` and advanced to the render clock by `ActivityState`.
public enum ActivityWidget {
    public static let definition = WidgetDefinition(
        id: "activity", displayName: "Activity",
        families: [
            .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ],
        timeZone: TimeZone(identifier: "Europe/London")!,
        // Monday 2026-11-23: an early start, the afternoon lull, after an evening run, all closed.
        moments: [
            "morning": "2026-11-23T08:15", "afternoon": "2026-11-23T15:30",
            "after-run": "2026-11-23T20:45", "all-closed": "2026-11-23T22:30",
        ]
    ) { environment in
        view(
            ActivityState(at: environment.date, log: try ActivityLog.cached.get(), calendar: environment.calendar),
            in: environment)
    }

    /// The rings in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: ActivityState, in environment: WidgetEnvironment) -> Node {
        switch environment.family {
        case .systemSmall: SmallActivity(state: state).widgetBackground(ActivityPalette.background)
        case .systemMedium: MediumActivity(state: state).widgetBackground(ActivityPalette.background)
        case .systemLarge: LargeActivity(state: state).widgetBackground(ActivityPalette.background)
        case .accessoryCircular: CircularActivity(state: state)
        case .accessoryRectangular: RectangularActivity(state: state)
        default: InlineActivity(state: state)
        }
    }
}
