import ArgumentParser
import Foundation
import Vignette
import VignetteTimeline

/// The options `timeline` and `stack` share: the day, how many days, the budget, the
/// seed and the locked periods.
struct SimulationOptions: ParsableArguments {
    @Option(
        name: .customLong("day"),
        help:
            "The first day to simulate, YYYY-MM-DD, in the widget's time zone (a widget needs it; a Live Activity plays its own scenario).",
        transform: OptionText.required("a date as YYYY-MM-DD"))
    var givenDay: String?

    /// `--day`, which every widget simulation needs.
    var day: String {
        get throws {
            guard let givenDay else {
                throw ValidationError(
                    "Missing expected argument '--day <day>': the first day to simulate, as YYYY-MM-DD")
            }
            return givenDay
        }
    }

    @Option(help: "How many days to simulate, 1 to 14.")
    var days: Int = 1

    @Option(help: "Budgeted reloads per day (Apple: 40 to 70 for a frequently viewed widget).")
    var budget: Int = SimulationScenario.defaultDailyBudget

    @Option(help: "Seed for the system's delays and the providers' jitter.")
    var seed: UInt64 = 1

    @Option(
        help:
            "A period the device is locked, HH:mm-HH:mm, every day (repeatable), or 'none'. Default: the widget's routine.",
        transform: OptionText.required("a period like 13:30-14:40, or none"))
    var lock: [String] = []

    @Option(
        help: "Output folder. Default: out/timeline.", completion: .directory,
        transform: OptionText.required("a folder path"))
    var out: String = "out/timeline"

    /// The scenario for `widget` on these options, at `family` and `size`, in the
    /// widget's time zone unless `timeZone` (the device's) is given.
    func scenario(
        for widget: AnyTimelineWidget, family: WidgetFamily, size: CGSize,
        timeZone: TimeZone? = nil
    ) throws -> SimulationScenario {
        let first = try TimelineNames.day(try day, timeZone: timeZone ?? widget.timeZone)
        var scenario = widget.scenario(
            day: first, days: try TimelineNames.checked(days, "--days", in: 1...14),
            family: family, displaySize: size, seed: seed, timeZone: timeZone)
        scenario.dailyBudget = try TimelineNames.checked(budget, "--budget", in: 1...1000)
        if !lock.isEmpty {
            var routine = widget.routine
            routine.lockedMinutes = try TimelineNames.lockedMinutes(lock)
            let appReloads = scenario.appReloads
            scenario = routine.applied(to: scenario)
            scenario.appReloads = appReloads
        }
        return scenario
    }
}
