import Foundation
import Vignette

/// What a simulation produced: every reload with its timeline, and from them what is
/// on screen at any instant.
public struct SimulationRun<Entry: TimelineEntry>: Sendable {
    /// The scenario the run simulated.
    public var scenario: SimulationScenario
    /// In date order; the first is the initial reload at `scenario.start`.
    public var reloads: [SimulatedReload<Entry>]

    /// One minute of the day as the user would see it.
    public struct Shown: Sendable {
        /// The instant looked at.
        public var date: Date
        /// Index into `reloads` of the timeline on screen.
        public var reload: Int
        /// The entry on screen.
        public var entry: Entry
        /// Whether the timeline's reload date has passed without a reload yet.
        public var isOverdue: Bool
        /// The entry's relevance score if it holds at `date`.
        public var score: Double?
    }

    /// What is on screen at `date`; nil before the first reload or for an empty timeline.
    public func shown(at date: Date) -> Shown? {
        guard let index = reloads.lastIndex(where: { $0.date <= date }),
            let entry = reloads[index].timeline.entry(at: date)
        else { return nil }
        let due = reloads[index].timeline.reloadDate
        let score = entry.relevance.flatMap { relevance -> Double? in
            relevance.duration <= 0 || date < entry.date.addingTimeInterval(relevance.duration) ? relevance.score : nil
        }
        return Shown(date: date, reload: index, entry: entry, isOverdue: due.map { date > $0 } ?? false, score: score)
    }

    /// The instant starting each minute of the scenario.
    public var minuteDates: [Date] {
        let count = Int(scenario.end.timeIntervalSince(scenario.start) / 60)
        return (0..<count).map { scenario.start.addingTimeInterval(TimeInterval($0) * 60) }
    }

    /// Budgeted reloads on each day of the scenario.
    public var budgetUsed: [Int] {
        (0..<scenario.days).map { day in
            reloads.filter { $0.reason.isBudgeted && scenario.dayIndex(of: $0.date) == day }.count
        }
    }
}
