import Foundation
import Vignette

/// The findings of one run as they are found, before merging and silencing: the one place where a rule's
/// issues become findings, for widget and activity rules alike (`Linter`, `ActivityLinter`).
struct LintRun {
    /// Every finding so far, in the order found.
    var raw: [LintFinding] = []
    /// How many renderings the rules ran over.
    var renderings = 0

    /// A finding's who and where, the rule and the issue still to fill in (`add`).
    static func place(
        widget: String, family: String? = nil, device: String? = nil, appearance: String? = nil,
        moments: [String] = [], sample: String? = nil, presentation: String? = nil, locale: String? = nil
    ) -> LintFinding {
        LintFinding(
            rule: "", severity: .warning, widget: widget, family: family, device: device, appearance: appearance,
            moments: moments, message: "", guidance: "", sample: sample, presentation: presentation, locale: locale)
    }

    /// Adds `issues` of `rule` as findings at `place`, each then given to `finish` (the Swift line that made it).
    mutating func add<Context>(
        _ rule: SubjectLintRule<Context>, _ issues: [LintIssue], at place: LintFinding,
        finish: (inout LintFinding, LintIssue) -> Void = { _, _ in }
    ) {
        raw += issues.map { issue in
            var finding = place
            finding.rule = rule.id
            finding.severity = rule.severity
            finding.guidance = rule.guidance
            finding.message = issue.message
            finding.node = issue.node
            finding.frame = issue.frame.map { [$0.minX, $0.minY, $0.width, $0.height].map(Double.init) }
            finish(&finding, issue)
            return finding
        }
    }

    /// Runs `rule` over `context` and adds what it finds at `place`; a check that throws is a
    /// `render-failed` finding naming the rule.
    mutating func apply<Context>(
        _ rule: SubjectLintRule<Context>, _ context: Context, at place: LintFinding,
        finish: (inout LintFinding, LintIssue) -> Void = { _, _ in }
    ) {
        do { add(rule, try rule.check(context), at: place, finish: finish) } catch {
            add(
                LintRules.renderFailed, [LintIssue("rule \(rule.id) could not run: \(error)")], at: place,
                finish: finish)
        }
    }

    /// Adds that the subject could not be rendered at `place` (`render-failed`, or `render-unsupported`
    /// for a limit of Vignette's own).
    mutating func renderFailed(_ error: Error, at place: LintFinding) {
        add(LintRules.renderRule(for: error), [LintIssue("could not render: \(error)")], at: place)
    }
}
