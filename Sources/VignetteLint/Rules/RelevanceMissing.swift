import Foundation
import Vignette

extension LintRules {
    /// No entry of the simulated day carried a relevance score.
    ///
    /// **Level: warning:** relevance only helps Smart Stack rotation; without it the widget still
    /// works.
    public static let relevanceMissing: LintRule = LintRule(
        id: "relevance-missing", severity: .warning, scope: .timeline,
        summary: "No entry of the simulated day has a relevance score, so the Smart Stack cannot rotate to the widget.",
        guidance:
            "A relevance score per entry on one consistent schema, for Smart Stack rotation (Docs/Design.md, Relevance)."
    ) { context in
        let scores = context.probe.reloads.flatMap(\.scores)
        guard !scores.isEmpty, scores.allSatisfy({ $0 == nil }) else { return [] }
        return [LintIssue("none of \(scores.count) entries has a relevance score")]
    }
}
