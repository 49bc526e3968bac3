import Foundation

/// How an ended Live Activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public enum ActivityDismissal: Hashable, Sendable {
    /// The system keeps it "on the Lock Screen for up to four hours after it ends".
    case `default`
    /// Removed as it ends.
    case immediate
    /// Removed at a date within the four hours after the end (the HIG suggests 15 minutes).
    case after(Date)
}

/// What happens to an activity over its life: when it starts, the content updates it gets from
/// its app or from ActivityKit pushes, and how and when it ends (Docs/LiveActivities.md §4).
public struct ActivityScenario: Hashable, Sendable {
    /// One content update: the state shown from `date` on.
    public struct Update: Hashable, Sendable {
        /// Where an update comes from.
        public enum Source: String, Hashable, Sendable, Codable {
            /// The app, running (`Activity.update`).
            case app
            /// An ActivityKit push notification.
            case push
        }

        /// When the update arrives.
        public var date: Date
        /// The state it carries, an index into the activity's `states`.
        public var state: Int
        /// App or push.
        public var source: Source

        /// An update to `state` at `date`.
        public init(at date: Date, state: Int, source: Source = .push) {
            self.date = date
            self.state = state
            self.source = source
        }
    }

    /// The end the app asks for: its date, the final state if any, and the dismissal.
    public struct End: Hashable, Sendable {
        /// When the app ends the activity.
        public var date: Date
        /// The final content, an index into `states`; nil keeps the last update's.
        public var state: Int?
        /// How it leaves the Lock Screen.
        public var dismissal: ActivityDismissal

        /// An end at `date`.
        public init(at date: Date, state: Int? = nil, dismissal: ActivityDismissal = .default) {
            self.date = date
            self.state = state
            self.dismissal = dismissal
        }
    }

    /// When the app starts the activity; its first update is the initial content.
    public var start: Date
    /// The content updates in time order, the first at `start`.
    public var updates: [Update]
    /// The app's end, nil when it never ends it (the system does, after eight hours).
    public var end: End?

    /// A scenario starting at `start` with `updates`, ended by `end`.
    public init(start: Date, updates: [Update], end: End? = nil) {
        self.start = start
        self.updates = updates.sorted { $0.date < $1.date }
        self.end = end
    }

    /// Each state as an update at its own date, from the first; never ended by the app.
    public static func following(_ states: [ActivityMoment]) -> ActivityScenario {
        ActivityScenario(
            start: states.first?.date ?? Date(timeIntervalSince1970: 0),
            updates: states.indices.map { Update(at: states[$0].date, state: $0) })
    }
}
