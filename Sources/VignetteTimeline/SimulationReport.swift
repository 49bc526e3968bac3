import Foundation
import Vignette

/// A simulated day (or days) of one widget as data: the event log that
/// `vignette timeline` writes as JSON and draws as a chart.
///
/// Times are local to the widget's time zone ("2026-11-23 09:45"); `minute` fields
/// count minutes from the scenario's start, for charts.
public struct SimulationReport: Codable, Sendable, Equatable {
    public var widget: String
    public var timeZone: String
    public var start: String
    public var end: String
    public var settings: Settings
    public var summary: Summary
    /// Every reload, in order, and why it happened.
    public var reloads: [Reload]
    /// Stretches of minutes showing the same content: the distinct entries the user saw.
    public var spans: [Span]
    /// Minutes whose content differs from what the widget should show (empty without a ground truth).
    public var wrongPeriods: [Period]
    /// Minutes after the timeline's reload date while the system had not reloaded yet.
    public var stalePeriods: [Period]
    public var lockedPeriods: [Period]
    /// Each minute: which entry is on screen, what should be, relevance, and flags.
    public var minutes: [Minute]

    public struct Settings: Codable, Sendable, Equatable {
        public var family: String
        public var dailyBudget: Int
        public var minimumReloadIntervalSeconds: Double
        public var honourDelaySeconds: [Double]
        public var seed: UInt64
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var minutes: Int
        /// All reloads, budgeted or not, the initial one included.
        public var reloads: Int
        public var budgetedReloads: Int
        public var freeReloads: Int
        /// Budgeted reloads per day, against `settings.dailyBudget`.
        public var budgetUsed: [Int]
        /// Reloads the system held until the next day's budget.
        public var reloadsWaitingForBudget: Int
        /// Minutes showing wrong content; nil when the widget has no ground truth.
        public var wrongMinutes: Int?
        public var staleMinutes: Int
        public var lockedMinutes: Int
        public var distinctEntries: Int
    }

    public struct Reload: Codable, Sendable, Equatable {
        public var minute: Double
        public var time: String
        public var reason: ReloadReason
        public var requested: String
        public var waitedForBudget: Bool
        public var storeReadable: Bool
        public var entries: Int
        /// "atEnd", "after 2026-11-23 09:47:12" or "never".
        public var policy: String
        /// What the timeline's entry at the reload shows.
        public var shows: String
    }

    public struct Span: Codable, Sendable, Equatable {
        public var fromMinute: Int
        /// Exclusive.
        public var toMinute: Int
        public var from: String
        public var to: String
        public var shows: String
        /// The date of the entry on screen when the span began.
        public var entryDate: String
        public var wrongMinutes: Int
        /// The highest relevance score the span showed, if any.
        public var score: Double?
    }

    public struct Period: Codable, Sendable, Equatable {
        public var fromMinute: Int
        /// Exclusive.
        public var toMinute: Int
        public var from: String
        public var to: String
        public var minutes: Int
        /// For wrong periods: what was shown instead of what.
        public var detail: String?
    }

    public struct Minute: Codable, Sendable, Equatable {
        public var minute: Int
        public var time: String
        public var shows: String
        public var expected: String?
        public var score: Double?
        public var wrong: Bool
        public var stale: Bool
        public var locked: Bool
        /// Index into `reloads` of the timeline on screen.
        public var reload: Int
    }
}
