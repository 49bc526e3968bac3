import Foundation
import Vignette

/// A joke a day, setup first and the punchline from noon, read from `Data/jokes.json`
/// by `JokeState`. English and Chinese jokes, all written for this example.
public enum JokeWidget {
    public static let id = "joke-of-the-day"
    public static let timeZone = TimeZone(identifier: "Asia/Singapore")!

    /// Monday morning (teaser), Monday afternoon (punchline), a Chinese joke, a long one.
    public static let demoMoments: [(name: String, date: Date)] = [
        ("teaser", demoDate(day: 23, hour: 9)),
        ("punchline", demoDate(day: 23, hour: 13)),
        ("chinese", demoDate(day: 24, hour: 14)),
        ("long-joke", demoDate(day: 25, hour: 19)),
    ]

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    public static let definition = WidgetDefinition(
        id: id, displayName: "Joke of the day", families: families, timeZone: timeZone,
        moments: demoMoments.map { WidgetDefinition.Moment(name: $0.name, date: $0.date) }
    ) { environment in
        let book = try JokeBook.cached.get()
        let calendar = exampleCalendar(environment.timeZone)
        let state = JokeState(at: environment.date, book: book, calendar: calendar)
        return try content(for: environment.family, state: state, calendar: calendar)
    }

    static func content(for family: WidgetFamily?, state: JokeState, calendar: Calendar) throws -> Node {
        switch family {
        case .systemSmall: SmallJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        case .systemMedium: MediumJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        case .systemLarge: LargeJoke(state: state, calendar: calendar).widgetBackground(JokePalette.background)
        default:
            throw VignetteError.unsupportedFamily(widget: id, family: family?.rawValue ?? "none",
                                                  supported: families.map(\.rawValue))
        }
    }

    static func demoDate(day: Int, hour: Int) -> Date {
        LocalTime(year: 2026, month: 11, day: day, hour: hour).date(in: exampleCalendar(timeZone))
    }
}
