import Foundation
import Vignette

/// A simulated day (or days) of one widget as data: the event log that
/// `vignette timeline` writes as JSON and draws as a chart.
///
/// Times are local to the widget's time zone ("2026-11-23 09:45"); `minute` fields
/// count minutes from the scenario's start, for charts.
public struct SimulationReport: Codable, Sendable, Equatable {
    /// The widget's kind.
    public var widget: String
    /// The identifier of the scenario's time zone, which every time in the report is written in.
    public var timeZone: String
    /// When the simulation starts (midnight of its first day), as local time.
    public var start: String
    /// When the simulation ends (midnight after its last day), as local time.
    public var end: String
    /// The reload rules the scenario ran under.
    public var settings: Settings
    /// Counts over the whole simulation: reloads, budget, wrong, stale and locked minutes.
    public var summary: Summary
    /// Every reload, in order, and why it happened.
    public var reloads: [Reload]
    /// Stretches of minutes showing the same content: the distinct entries the user saw.
    public var spans: [Span]
    /// Minutes whose content differs from what the widget should show (empty without a ground truth).
    public var wrongPeriods: [Period]
    /// Minutes after the timeline's reload date while the system had not reloaded yet.
    public var stalePeriods: [Period]
    /// Minutes while the device was locked and the app-group store unreadable.
    public var lockedPeriods: [Period]
    /// Each minute: which entry is on screen, what should be, relevance, and flags.
    public var minutes: [Minute]

    /// The system's reload rules in a simulation, as the scenario set them.
    public struct Settings: Codable, Sendable, Equatable {
        /// The widget family's raw value, e.g. `systemSmall`.
        public var family: String
        /// Budgeted reloads allowed per day.
        public var dailyBudget: Int
        /// The least time between a reload and a budgeted one after it, in seconds; foreground app reloads ignore it.
        public var minimumReloadIntervalSeconds: Double
        /// The lower and upper bounds, in seconds, of the delay the system adds to a requested reload date.
        public var honourDelaySeconds: [Double]
        /// The seed of the system's delays.
        public var seed: UInt64
    }

    /// Totals over a simulation, for a verdict at a glance.
    public struct Summary: Codable, Sendable, Equatable {
        /// Minutes simulated.
        public var minutes: Int
        /// All reloads, budgeted or not, the initial one included.
        public var reloads: Int
        /// Reloads that counted against the daily budget, the initial one included.
        public var budgetedReloads: Int
        /// Reloads the app asked for from the foreground, which cost no budget.
        public var freeReloads: Int
        /// Budgeted reloads per day, against `settings.dailyBudget`.
        public var budgetUsed: [Int]
        /// Reloads the system held until the next day's budget.
        public var reloadsWaitingForBudget: Int
        /// Minutes showing wrong content; nil when the widget has no ground truth.
        public var wrongMinutes: Int?
        /// Of the wrong minutes, those showing the right entry with a text that differs from the
        /// ideal entry's at that minute (a plain string gone stale between entries); nil without
        /// ideal entries.
        public var staleTextMinutes: Int?
        /// Minutes showing a timeline past its reload date, or nothing at all yet.
        public var staleMinutes: Int
        /// Minutes while the device was locked.
        public var lockedMinutes: Int
        /// Stretches of distinct content the user saw (the number of spans).
        public var distinctEntries: Int
    }

    /// One reload in the event log.
    public struct Reload: Codable, Sendable, Equatable {
        /// Minutes from the scenario's start, with a fraction for the seconds.
        public var minute: Double
        /// Local time of the reload, to the second.
        public var time: String
        /// Why the system reloaded.
        public var reason: ReloadReason
        /// Local time the reload was asked for, before the system's delay, the floor or a budget wait.
        public var requested: String
        /// Whether the reload waited for the next day's budget.
        public var waitedForBudget: Bool
        /// Whether the app-group store could be read at the reload.
        public var storeReadable: Bool
        /// How many entries the returned timeline holds.
        public var entries: Int
        /// "atEnd", "after 2026-11-23 09:47:12" or "never".
        public var policy: String
        /// What the timeline's entry at the reload shows.
        public var shows: String
    }

    /// A stretch of consecutive minutes showing the same content.
    public struct Span: Codable, Sendable, Equatable {
        /// First minute of the span, counted from the scenario's start.
        public var fromMinute: Int
        /// Exclusive.
        public var toMinute: Int
        /// Local time the span begins.
        public var from: String
        /// Local time the span ends (exclusive).
        public var to: String
        /// What the span shows, in the widget's `describe` words.
        public var shows: String
        /// The date of the entry on screen when the span began.
        public var entryDate: String
        /// Minutes of the span whose content differs from the ground truth.
        public var wrongMinutes: Int
        /// Of those, the minutes showing the right entry with a text gone stale.
        public var staleTextMinutes: Int
        /// The highest relevance score the span showed, if any.
        public var score: Double?
    }

    /// A run of consecutive minutes that are all wrong, all stale or all locked.
    public struct Period: Codable, Sendable, Equatable {
        /// First minute of the period, counted from the scenario's start.
        public var fromMinute: Int
        /// Exclusive.
        public var toMinute: Int
        /// Local time the period begins.
        public var from: String
        /// Local time the period ends (exclusive).
        public var to: String
        /// Length of the period in minutes.
        public var minutes: Int
        /// For wrong periods: what was shown instead of what.
        public var detail: String?
    }

    /// A text on screen and what the ideal entry shows in its place at the same minute.
    public struct TextDifference: Codable, Sendable, Equatable {
        /// The text on screen, built from the entry in effect ("剩 65 分钟").
        public var shown: String
        /// The text a view built at this minute shows ("剩 64 分钟"); "" when it has no text there.
        public var expected: String
    }

    /// One minute of the simulation as the user saw it.
    public struct Minute: Codable, Sendable, Equatable {
        /// Minutes from the scenario's start.
        public var minute: Int
        /// Local time of the minute.
        public var time: String
        /// What is on screen, in the widget's `describe` words.
        public var shows: String
        /// What should be on screen; nil when the widget has no ground truth.
        public var expected: String?
        /// The relevance score of the entry on screen, if it holds at this minute.
        public var score: Double?
        /// Whether what is on screen differs from `expected`, or a text on screen from the ideal entry's.
        public var wrong: Bool
        /// The first text on screen that differs from the ideal entry's at this minute, and what
        /// it should read; nil when the texts match or the widget has no ideal entries.
        public var text: TextDifference?
        /// Whether the timeline on screen is past its reload date, or nothing is shown yet.
        public var stale: Bool
        /// Whether the device is locked.
        public var locked: Bool
        /// Index into `reloads` of the timeline on screen.
        public var reload: Int
    }
}
