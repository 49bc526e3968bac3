import Foundation
import Vignette

extension LintRules {
    /// A simulated day that spends the whole reload budget (or waits for the next day's).
    ///
    /// **Level: error:** past the budget the system stops reloading, so the widget shows its last entry
    /// as current until the budget renews: a stale widget.
    ///
    /// The simulation reloads as the provider asks, within the scenario's budget (50 a
    /// day by default, in Apple's 40–70): a provider that reaches it asks for more than
    /// the system gives, and is then stuck on its last entry until midnight.
    public static let reloadBudget: LintRule = LintRule(
        id: "reload-budget", severity: .error, scope: .timeline,
        summary: "The simulated day used the whole daily reload budget, or reloads waited for the next day's.",
        guidance:
            "A daily budget of roughly 40–70 reloads: reload at the next significant event, not on a fixed short interval (Docs/Design.md, Timelines)."
    ) { context in
        let report = context.probe.report
        let budget = report.settings.dailyBudget
        let used = report.summary.budgetUsed.max() ?? 0
        guard used >= budget || report.summary.reloadsWaitingForBudget > 0 else { return [] }
        let last = report.reloads.last { $0.reason.isBudgeted }?.time ?? "?"
        return [
            LintIssue(
                "used \(used) of \(budget) budgeted reloads (last at \(last)); "
                    + "\(report.summary.reloadsWaitingForBudget) reload(s) waited for the next day's budget")
        ]
    }
}
