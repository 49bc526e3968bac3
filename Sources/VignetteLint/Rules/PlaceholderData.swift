import Foundation
import Vignette

extension LintRules {
    /// A placeholder that reads the app-group store.
    ///
    /// **Level: warning:** WidgetKit asks placeholders to be generic and quick; reading real data shows
    /// in the gallery and redaction only, not as a broken widget.
    public static let placeholderData: LintRule = LintRule(
        id: "placeholder-data", severity: .warning, scope: .timeline,
        summary: "placeholder(in:) read the app-group store (real data) instead of using sample data.",
        guidance: "Placeholder and preview snapshots use sample data and are fast (Docs/Design.md, Data)."
    ) { context in
        let call = context.probe.placeholder
        guard call.storeReads > 0 else { return [] }
        return [LintIssue("placeholder(in:) read the app-group store \(call.storeReads) time(s)")]
    }
}
