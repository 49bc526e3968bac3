import Foundation
import Vignette

extension LintRules {
    /// Every timeline the provider returned (with the store readable) held one entry.
    ///
    /// One entry per reload means the widget changes only when the system reloads it, late
    /// and within a budget; with `.atEnd` the system is also asked to reload as soon as it
    /// is shown.
    public static let singleEntry = LintRule(
        id: "single-entry", severity: .error, scope: .timeline,
        summary: "Every timeline the provider returned held a single entry (worse with .atEnd).",
        guidance: "Several entries rather than one, at each change of content (Docs/Design.md, Timelines)."
    ) { context in
        let readable = context.probe.reloads.filter(\.storeReadable)
        guard !readable.isEmpty, readable.allSatisfy({ $0.entryDates.count <= 1 }) else { return [] }
        let atEnd = readable.filter { $0.policy == .atEnd }.count
        let note = atEnd > 0 ? "; \(atEnd) of them .atEnd, so the system reloads as soon as the entry shows" : ""
        return [LintIssue("all \(readable.count) timelines of the simulated day held a single entry\(note)")]
    }
}
