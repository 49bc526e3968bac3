import Foundation
import Vignette

extension LintRules {
    /// A provider that forgets its data when the store cannot be read (device locked).
    ///
    /// **Level: error:** the user sees an error state in place of data the widget had: a broken widget
    /// until the next good reload.
    ///
    /// The probe reads a timeline with the store open, then an hour later with it locked:
    /// a provider that keeps its last known good data shows at that hour what the first
    /// timeline said it would. Data that changes by itself (prices computed from the time)
    /// is excused when the locked reload shows what an open one shows at that hour.
    public static let cachedFallback: LintRule = LintRule(
        id: "cached-fallback", severity: .error, scope: .timeline,
        summary: "With the app-group store locked, the provider shows something other than its last good data.",
        guidance:
            "Keep the last known good data for when the store can't be read (device locked) (Docs/Design.md, Data)."
    ) { context in
        let locked = context.probe.lockedReload
        guard locked.expected != locked.shown, locked.unlocked != locked.shown else { return [] }
        let clock = LintClock(timeZone: context.widget.timeZone)
        return [
            LintIssue(
                "no cached fallback: locked at \(clock.text(locked.date)) it shows '\(locked.shown)' "
                    + "instead of '\(locked.expected)' from its last read")
        ]
    }
}
