import Foundation
import Vignette

/// The findings of one run as they are found, before merging and silencing: the one lint loop and the one
/// place where a rule's issues become findings, for widget and activity rules alike (`Linter`, `ActivityLinter`
/// say only what they render and what a rule sees).
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

    /// Runs the rules whose unit is `.subject` once over `context`, at `place`.
    mutating func lintSubject<Context>(
        _ rules: [SubjectLintRule<Context>], _ context: Context, at place: LintFinding
    ) {
        for rule in rules where rule.scope.unit == .subject { apply(rule, context, at: place) }
    }

    /// The loop every subject's renderings go through, once per group (a widget's device × locale × moment, an
    /// activity's device): prepares each of `specs` (one that cannot be prepared is a `render-failed` finding at
    /// `place`), then runs over each prepared sample its every-look rules, and its first-look rules where
    /// `isFirstLook`. The whole group is prepared first so a rule can compare siblings (`LintContext.sibling`).
    /// Returns the prepared samples in order, each with its key.
    @discardableResult
    mutating func lintRenderings<Spec, Sample, Context>(
        _ specs: [Spec], rules: [SubjectLintRule<Context>],
        place: (Spec) -> LintFinding, isFirstLook: (Spec) -> Bool,
        prepare: (Spec) throws -> (key: String, sample: Sample),
        context: (Sample, _ group: [(spec: Spec, sample: Sample)]) -> Context,
        finish: (Sample) -> (inout LintFinding, LintIssue) -> Void = { _ in { _, _ in } }
    ) -> [(key: String, sample: Sample)] {
        var group: [(spec: Spec, key: String, sample: Sample)] = []
        for spec in specs {
            do {
                let (key, sample) = try prepare(spec)
                group.append((spec, key, sample))
            } catch {
                renderFailed(error, at: place(spec))
            }
        }
        let prepared = group.map { (spec: $0.spec, sample: $0.sample) }
        for (spec, key, sample) in group {
            renderings += 1
            var at = place(spec)
            at.sample = key
            let context = context(sample, prepared)
            let first = isFirstLook(spec)
            for rule in rules where rule.scope.unit == .everyLook || (rule.scope.unit == .firstLook && first) {
                apply(rule, context, at: at, finish: finish(sample))
            }
        }
        return group.map { (key: $0.key, sample: $0.sample) }
    }
}
