import Foundation
import Vignette
import VignetteTimeline

/// The joke widget with its timeline provider (`JokeProvider`), for
/// `vignette timeline --widget joke-of-the-day --day 2026-11-23`, in Singapore.
public enum JokeTimelines {
    /// The phone locked over a lunch meeting that runs past the reveal (11:30–12:30),
    /// and the app opened at 12:40 to send the joke on (a free reload).
    public static let routine = DailyRoutine(
        lockedMinutes: [(11 * 60 + 30)..<(12 * 60 + 30)], foregroundReloads: [12 * 60 + 40])

    public static let timelines = AnyTimelineWidget(widget(store: nil, seed: 1), routine: routine) { store, scenario in
        try store.write(try JokeBook.cached.get(), forKey: JokeProvider.storeKey)
        return widget(store: store, seed: scenario.seed)
    }

    static func widget(store: AppGroupStore?, seed: UInt64) -> TimelineWidget<JokeProvider> {
        ExampleTimeline.widget(
            JokeWidget.definition, provider: JokeProvider(store: store, seed: seed),
            describe: describe, truth: truth(at:),
            view: { state, environment in JokeWidget.view(state, in: environment) })
    }

    /// What the widget shows, in the words the simulation compares: the setup, and the punchline once out.
    @Sendable static func describe(_ state: JokeState) -> String {
        state.isRevealed ? "punchline: \(state.today.punchline)" : "setup: \(state.today.setup)"
    }

    /// What the widget should show at `date`: the bundled book there, in Singapore.
    @Sendable static func truth(at date: Date) -> JokeState {
        sample(at: date, timeZone: JokeWidget.definition.timeZone)
    }

    /// The bundled book at `date`: for placeholders and previews (no store, never locked).
    static func sample(at date: Date, timeZone: TimeZone) -> JokeState {
        let book =
            (try? JokeBook.cached.get())
            ?? JokeBook(
                revealHour: 12,
                jokes: [
                    .init(
                        day: LocalDateTime(year: 2026, month: 11, day: 23), language: "en",
                        setup: "Why did the widget load?", punchline: "It had a timeline.")
                ])
        return JokeState(at: date, book: book, calendar: exampleCalendar(timeZone))
    }
}
