import Foundation
import Vignette

/// What a user and an app do every day, in minutes after midnight: when the phone is
/// locked and when the app asks for a reload. An example widget ships one so that
/// `vignette timeline` has a day worth looking at without options.
public struct DailyRoutine: Sendable, Hashable {
    /// Half-open ranges of minutes after midnight, e.g. `810..<880` for 13:30–14:40.
    public var lockedMinutes: [Range<Int>]
    /// Minutes after midnight when the user opens the app and it reloads the widget (free).
    public var foregroundReloads: [Int]
    /// Minutes after midnight when the app, in the background, reloads the widget (budgeted).
    public var backgroundReloads: [Int]

    /// A routine from minutes after midnight; each part defaults to none.
    public init(lockedMinutes: [Range<Int>] = [], foregroundReloads: [Int] = [], backgroundReloads: [Int] = []) {
        self.lockedMinutes = lockedMinutes
        self.foregroundReloads = foregroundReloads
        self.backgroundReloads = backgroundReloads
    }

    /// The scenario with this routine on each of its days (replacing its locks and app reloads).
    public func applied(to scenario: SimulationScenario) -> SimulationScenario {
        var result = scenario
        result.lockedPeriods = []
        result.appReloads = []
        for day in 0..<scenario.days {
            let midnight = scenario.startOfDay(day)
            func at(_ minute: Int) -> Date { midnight.addingTimeInterval(TimeInterval(minute) * 60) }
            result.lockedPeriods += lockedMinutes.map { DateInterval(start: at($0.lowerBound), end: at($0.upperBound)) }
            result.appReloads += foregroundReloads.map { AppReloadRequest(date: at($0), inForeground: true) }
            result.appReloads += backgroundReloads.map { AppReloadRequest(date: at($0), inForeground: false) }
        }
        result.appReloads.sort { $0.date < $1.date }
        return result
    }
}
