import Foundation
import Vignette

/// Runs a widget's provider through simulated days as the system would: reloads when
/// the timeline's policy says (late by a seeded delay), no sooner than 5 minutes after
/// the last reload, within a daily budget; app reloads at the scenario's times.
///
/// Pure apart from the provider: the same widget and scenario give the same run.
public enum TimelineSimulator {
    /// Simulates `widget` through `scenario`: an initial reload at its start, then the system's and the app's reloads until its end.
    public static func run<Provider>(
        _ widget: TimelineWidget<Provider>, scenario: SimulationScenario
    )
        -> SimulationRun<Provider.Entry>
    {
        var system = SystemClock(scenario: scenario)
        var reloads: [SimulatedReload<Provider.Entry>] = []
        var pendingApp = scenario.appReloads.filter { $0.date >= scenario.start && $0.date < scenario.end }
            .sorted { $0.date < $1.date }

        func reload(at date: Date, reason: ReloadReason, requested: Date, waited: Bool = false) {
            let context = TimelineProviderContext(
                family: scenario.family, displaySize: scenario.displaySize,
                isPreview: false, date: date, timeZone: scenario.timeZone)
            let timeline = widget.provider.timeline(in: context)
            reloads.append(
                SimulatedReload(
                    date: date, reason: reason, requested: requested, waitedForBudget: waited,
                    storeReadable: !scenario.isLocked(at: date), timeline: timeline))
            system.record(reloadAt: date, budgeted: reason.isBudgeted)
        }

        reload(at: scenario.start, reason: .initial, requested: scenario.start)
        // The system's next reload is decided once per timeline, so its random delay is
        // drawn once and app reloads in between do not change the other draws.
        var scheduled = system.schedule(after: reloads[reloads.count - 1])
        while true {
            let app = pendingApp.first
            if let request = app, request.date <= (scheduled?.date ?? .distantFuture) {
                pendingApp.removeFirst()
                if request.inForeground {
                    reload(at: request.date, reason: .appForeground, requested: request.date)
                } else if let date = system.backgroundDate(for: request.date) {
                    guard date <= request.date else {
                        // Wait for the 5-minute floor, behind anything due sooner.
                        pendingApp.append(AppReloadRequest(date: date, inForeground: false))
                        pendingApp.sort { $0.date < $1.date }
                        continue
                    }
                    reload(at: date, reason: .appBackground, requested: request.date)
                } else {
                    continue  // out of budget today: the system drops the request
                }
            } else if let next = scheduled, next.date < scenario.end {
                reload(at: next.date, reason: next.reason, requested: next.requested, waited: next.waitedForBudget)
            } else {
                break
            }
            scheduled = system.schedule(after: reloads[reloads.count - 1])
        }
        return SimulationRun(scenario: scenario, reloads: reloads)
    }
}
