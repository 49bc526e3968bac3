import Foundation
import Vignette

/// The system's side of reloading: the budget per day, the floor between reloads and
/// the delay with which it honours a requested date. Used by `TimelineSimulator`.
struct SystemClock {
    let scenario: SimulationScenario
    private var generator: SeededGenerator
    private var lastReload: Date?
    private var used: [Int: Int] = [:]

    init(scenario: SimulationScenario) {
        self.scenario = scenario
        generator = SeededGenerator(seed: scenario.seed)
    }

    struct Scheduled {
        var date: Date
        var requested: Date
        var reason: ReloadReason
        var waitedForBudget: Bool
    }

    mutating func record(reloadAt date: Date, budgeted: Bool) {
        lastReload = date
        if budgeted { used[scenario.dayIndex(of: date), default: 0] += 1 }
    }

    /// Budgeted reloads used on day `index`.
    func budgetUsed(day index: Int) -> Int { used[index, default: 0] }

    /// When the system will honour `reload`'s policy; nil for `never` (or an empty `atEnd`).
    mutating func schedule<Entry>(after reload: SimulatedReload<Entry>) -> Scheduled? {
        guard let due = reload.timeline.reloadDate else { return nil }
        let reason: ReloadReason = reload.timeline.policy == .atEnd ? .atEnd : .after
        var date = max(due, floor) + delay()
        var waited = false
        var day = scenario.dayIndex(of: date)
        // An exhausted budget holds the reload until the next midnight resets it.
        while used[day, default: 0] >= scenario.dailyBudget, day < scenario.days {
            day += 1
            date = max(date, scenario.startOfDay(day) + delay())
            waited = true
        }
        return Scheduled(date: date, requested: due, reason: reason, waitedForBudget: waited)
    }

    /// When a background app reload asked at `date` can happen, or nil when today's budget is spent.
    func backgroundDate(for date: Date) -> Date? {
        guard used[scenario.dayIndex(of: date), default: 0] < scenario.dailyBudget else { return nil }
        return max(date, floor)
    }

    /// The earliest a budgeted reload may happen: 5 minutes (by default) after the last one.
    private var floor: Date {
        lastReload.map { $0.addingTimeInterval(scenario.minimumReloadInterval) } ?? scenario.start
    }

    /// The system's lateness in honouring a date, in whole seconds from the scenario's range.
    private mutating func delay() -> TimeInterval {
        let range = scenario.honourDelay
        guard range.upperBound > range.lowerBound else { return range.lowerBound }
        let span = UInt64(range.upperBound - range.lowerBound)
        return range.lowerBound + TimeInterval(generator.next() % (span + 1))
    }
}
