import Foundation
import Vignette

extension LintRules {
    /// A reload date on a whole minute that is the same for every device.
    ///
    /// **Level: warning:** server load guidance (Docs/Design.md, Timelines); the user's widget is not
    /// affected.
    ///
    /// The probe asks two providers seeded differently (as two devices would be) for a
    /// timeline at the same instant: when both ask to reload at the same date and that
    /// date falls on a whole minute, every device reloads together.
    public static let reloadJitter: LintRule = LintRule(
        id: "reload-jitter", severity: .warning, scope: .timeline,
        summary: "The reload date is on an exact minute and the same for differently seeded providers (no jitter).",
        guidance: "Random jitter on reload dates so many devices don't reload at once (Docs/Design.md, Timelines)."
    ) { context in
        let dates = context.probe.reloadDatesBySeed
        guard dates.count == 2, let first = dates[0], dates[1] == first else { return [] }
        let seconds = first.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
        guard abs(seconds) < 0.001 else { return [] }
        let clock = LintClock(timeZone: context.widget.timeZone)
        return [
            LintIssue("every device asks to reload at exactly \(clock.text(first)); add 1–5 minutes of random jitter")
        ]
    }
}
