import Foundation
import Vignette

extension LintRules {
    /// Relevance scores that break the widget's own schema.
    ///
    /// **Level: warning:** an inconsistent schema misleads Smart Stack rotation, which the user does
    /// not see as a broken widget.
    ///
    /// A schema maps a state to a score, so: every entry is scored or none is; scores are
    /// finite and not negative; within the `relevanceRange` the settings declare; and the
    /// same entry (date and content) gets the same score from every reload.
    public static let relevanceSchema: LintRule = LintRule(
        id: "relevance-schema", severity: .warning, scope: .timeline,
        summary:
            "Relevance given to some entries only, negative or out of the declared range, or one entry scored differently by two reloads.",
        guidance: "A score per entry on one consistent schema (Docs/Design.md, Relevance)."
    ) { context in
        let entries = context.probe.reloads.flatMap { reload in
            zip(zip(reload.entryDates, reload.shows), reload.scores).map { (date: $0.0, shows: $0.1, score: $1) }
        }
        let scored = entries.compactMap(\.score)
        guard !scored.isEmpty else { return [] }
        var issues: [LintIssue] = []
        let unscored = entries.filter { $0.score == nil }
        if let example = unscored.first {
            issues.append(
                LintIssue("\(unscored.count) of \(entries.count) entries have no score (e.g. '\(example.shows)')"))
        }
        if let bad = scored.first(where: { !$0.isFinite || $0 < 0 }) {
            issues.append(LintIssue("score \(bad) is negative or not a number"))
        }
        if let range = context.settings.relevanceRange, range.count == 2,
            let outside = scored.first(where: { $0 < range[0] || $0 > range[1] })
        {
            issues.append(LintIssue("score \(outside) is outside the declared range \(range[0])…\(range[1])"))
        }
        var seen: [String: Double] = [:]
        for entry in entries {
            guard let score = entry.score else { continue }
            let key = "\(entry.date.timeIntervalSinceReferenceDate)|\(entry.shows)"
            if let earlier = seen[key], earlier != score {
                issues.append(LintIssue("'\(entry.shows)' was scored \(earlier) by one reload and \(score) by another"))
                break
            }
            seen[key] = score
        }
        return issues
    }
}
