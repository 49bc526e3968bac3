import Foundation
import Vignette

extension LintRules {
    /// A snapshot for the gallery (`isPreview` true) that reads real data or is slow.
    ///
    /// **Level: warning:** WidgetKit asks preview snapshots for sample data, quickly; a slow or real-
    /// data gallery preview is not a broken widget on the Home Screen.
    ///
    /// "Slow" is over 0.5 s of wall-clock time for one call: the gallery shows many
    /// widgets at once and the sample data needs no I/O.
    public static let previewSnapshot: LintRule = LintRule(
        id: "preview-snapshot", severity: .warning, scope: .timeline,
        summary: "snapshot(in:) with isPreview true read the app-group store or took over 0.5 s.",
        guidance: "Placeholder and preview snapshots use sample data and are fast (Docs/Design.md, Data)."
    ) { context in
        let call = context.probe.previewSnapshot
        var issues: [LintIssue] = []
        if call.storeReads > 0 {
            issues.append(
                LintIssue("snapshot(in:) ignored isPreview: it read the app-group store \(call.storeReads) time(s)"))
        }
        if call.seconds > 0.5 {
            issues.append(LintIssue(String(format: "snapshot(in:) with isPreview took %.2f s", call.seconds)))
        }
        return issues
    }
}
