import Foundation
import Vignette

/// A joke a day, setup first and the punchline from noon, read from `Data/jokes.json`
/// by `JokeState`. English and Chinese jokes, all written for this example.
public enum JokeWidget {
    public static let definition = WidgetDefinition(
        id: "joke-of-the-day", displayName: "Joke of the day", families: [.systemSmall, .systemMedium, .systemLarge],
        timeZone: TimeZone(identifier: "Asia/Singapore")!,
        // Monday morning (teaser), Monday afternoon (punchline), a Chinese joke, a long one.
        moments: [
            "teaser": "2026-11-23T09:00", "punchline": "2026-11-23T13:00",
            "chinese": "2026-11-24T14:00", "long-joke": "2026-11-25T19:00",
        ]
    ) { environment in
        let calendar = exampleCalendar(environment.timeZone)
        view(JokeState(at: environment.date, book: try JokeBook.cached.get(), calendar: calendar), in: environment)
    }

    /// The joke in each family (the timeline's entries are drawn with it too).
    @ElementBuilder
    static func view(_ state: JokeState, in environment: WidgetEnvironment) -> Node {
        let calendar = exampleCalendar(environment.timeZone)
        switch environment.family {
        case .systemSmall: SmallJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        case .systemMedium: MediumJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        default: LargeJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        }
    }
}
