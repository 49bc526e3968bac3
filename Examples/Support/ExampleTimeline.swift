import Foundation
import Vignette
import VignetteTimeline

/// One timeline entry of the weather, activity, calendar, stocks or joke widget: the
/// widget's state at `date`, or a stand-in when there is none to show.
struct ExampleEntry<State: Sendable>: TimelineEntry {
    enum Content: Sendable {
        case state(State)
        /// Sample content while the widget loads; drawn redacted, as WidgetKit does.
        case placeholder(State)
        /// The store could not be read and nothing was kept: the redacted sample again,
        /// since an empty widget is worse than a visibly loading one.
        case unavailable(State)
    }

    var date: Date
    var relevance: TimelineEntryRelevance?
    var content: Content
    /// Whether the data came from the provider's last known good copy, not the store.
    var isFallback = false

    /// The state read from the data, nil for a placeholder or an unavailable entry.
    var state: State? {
        if case .state(let state) = content { return state }
        return nil
    }
}

/// What the five example providers share: reading the app's data with a fallback,
/// turning instants into entries, seeded jitter, and wrapping them as timeline widgets.
enum ExampleTimeline {
    static let placeholderDescription = "placeholder"
    static let unavailableDescription = "unavailable (store locked)"
    /// When nothing could be read: try again soon, but not every minute.
    static let retryInterval: TimeInterval = 15 * 60

    /// The app's data from `store` (the bundled sample when nil), or the last known good
    /// copy while the store is unreadable; nil when neither exists.
    static func read<Value: Decodable & Sendable>(
        _ type: Value.Type, key: String, store: AppGroupStore?,
        kept: LastKnownGood<Value>, at date: Date,
        bundled: () throws -> Value
    ) -> (value: Value, isFallback: Bool)? {
        try? kept.value(
            reading: {
                guard let store else { return try bundled() }
                return try store.read(Value.self, forKey: key, at: date)
            }, at: date)
    }

    /// An entry at each of `dates` (sorted, the first being now), its relevance holding
    /// until the next. Entries are not merged when their descriptions match: the
    /// descriptions are coarser than the views (the rings' kilocalories, the sky at sunset).
    static func entries<State>(
        at dates: [Date], isFallback: Bool, state: (Date) -> State,
        score: (Date, State) -> Double
    ) -> [ExampleEntry<State>] {
        dates.indices.map { index in
            let date = dates[index], value = state(date)
            let until = index + 1 < dates.count ? dates[index + 1].timeIntervalSince(date) : 0
            return ExampleEntry(
                date: date, relevance: .init(score: score(date, value), duration: until),
                content: .state(value), isFallback: isFallback)
        }
    }

    /// A whole number of seconds from `range`, the same for the same seed and event:
    /// devices with different seeds spread their reloads, one device repeats its own.
    static func jitter(seed: UInt64, event: Date, in range: ClosedRange<UInt64>) -> TimeInterval {
        var generator = SeededGenerator(seed: seed, salt: event)
        return TimeInterval(UInt64.random(in: range, using: &generator))
    }

    /// Instants from `start` (exclusive) to `end` (inclusive), `step` apart, aligned to
    /// `calendar`'s midnight so they fall on the quarter hour, the hour and so on.
    static func grid(after start: Date, through end: Date, step: TimeInterval, calendar: Calendar) -> [Date] {
        let midnight = calendar.startOfDay(for: start)
        var date = midnight + (start.timeIntervalSince(midnight) / step).rounded(.down) * step + step
        var dates: [Date] = []
        while date <= end {
            dates.append(date)
            date += step
        }
        return dates
    }

    /// The timeline widget for one of the examples: placeholder and unavailable entries
    /// are drawn as the redacted sample; the ground truth, when given, is described in
    /// the same words as the entries.
    static func widget<Provider: TimelineProvider, State>(
        _ definition: WidgetDefinition, provider: Provider,
        describe: @escaping @Sendable (State) -> String,
        truth: (@Sendable (Date) -> State)?,
        view: @escaping @Sendable (State, WidgetEnvironment) throws -> Node
    ) -> TimelineWidget<Provider> where Provider.Entry == ExampleEntry<State> {
        let describeEntry: @Sendable (ExampleEntry<State>) -> String = { entry in
            switch entry.content {
            case .state(let state): describe(state)
            case .placeholder: placeholderDescription
            case .unavailable: unavailableDescription
            }
        }
        let drawEntry: @Sendable (ExampleEntry<State>, WidgetEnvironment) throws -> Node = { entry, environment in
            switch entry.content {
            case .state(let state): try view(state, environment)
            case .placeholder(let state), .unavailable(let state):
                try view(state, environment).redacted(reason: .placeholder)
            }
        }
        var ideal: (@Sendable (Date) -> ExampleEntry<State>)?
        if let truth { ideal = { date in ExampleEntry(date: date, content: .state(truth(date))) } }
        return TimelineWidget(
            kind: definition.id, displayName: definition.displayName, families: definition.families,
            timeZone: definition.timeZone, moments: definition.moments, provider: provider,
            describe: describeEntry, ideal: ideal, view: drawEntry)
    }
}
