import Foundation
import Vignette

extension LintRules {
    /// A silenced rule without a reason, or silencing a rule that does not exist.
    ///
    /// **Level: error:** a silence without a reason is refused: it hides a finding with nothing for a
    /// reviewer to weigh.
    ///
    /// Such a silence does not silence anything (`Linter.settle`): the reason is what a
    /// reviewer reads instead of the finding.
    public static let silenceReason: LintRule = LintRule(
        id: "silence-reason", severity: .error, scope: .widget,
        summary: "A silenced rule without a stated reason, or naming an unknown rule.",
        guidance: "A widget may silence a rule only with a stated reason (vignette lint)."
    ) { context in
        (context.settings.silence ?? []).compactMap { silence in
            if LintRules.rule(silence.rule) == nil {
                return LintIssue("silences unknown rule '\(silence.rule)'")
            }
            guard (silence.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return LintIssue("silences '\(silence.rule)' without a reason, so it stays on")
        }
    }
}
