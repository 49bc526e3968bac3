import Foundation
import VignetteLint

/// A lint run as JUnit XML (`vignette lint --format junit`): a suite per widget, a case per
/// rule that ran on it. A case fails when the rule found an error (with `--strict`, a warning
/// too), passes with its warnings as `system-out` otherwise, and is skipped, naming the
/// reason, when every finding of it was silenced.
enum LintJUnit {
    static func report(_ result: LintResult, widgets: [String], rules: [String], strict: Bool) -> JUnitReport {
        let all =
            result.findings.map { ($0, nil as String?) } + result.silenced.map { ($0.finding, $0.reason as String?) }
        let ids = widgets + all.map(\.0.widget).filter { !widgets.contains($0) }
        let suites = ids.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map { widget in
            let mine = all.filter { $0.0.widget == widget }
            let ruleIds = rules + mine.map(\.0.rule).filter { !rules.contains($0) }
            let cases = ruleIds.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map { rule in
                testCase(widget: widget, rule: rule, mine.filter { $0.0.rule == rule }, strict: strict)
            }
            return JUnitReport.Suite(name: widget, cases: cases)
        }
        return JUnitReport(name: "vignette lint", suites: suites)
    }

    private static func testCase(
        widget: String, rule: String, _ found: [(LintFinding, String?)], strict: Bool
    ) -> JUnitReport.TestCase {
        var testCase = JUnitReport.TestCase(name: rule, className: "lint.\(widget)")
        let open = found.filter { $0.1 == nil }.map(\.0)
        let failing = open.filter { $0.severity == .error || strict }
        let lines = { (findings: [LintFinding]) in findings.map(\.description).joined(separator: "\n") }
        if !failing.isEmpty {
            let errors = failing.filter { $0.severity == .error }.count
            testCase.outcome = .failure(
                message: "\(failing.count) finding(s), \(errors) error(s): \(failing[0].message)",
                details: lines(failing))
        } else if open.isEmpty, let reason = found.first?.1 {
            testCase.outcome = .skipped(message: "silenced: \(reason)")
        }
        let silenced = found.filter { $0.1 != nil }.map { "silenced (\($0.1!)): \($0.0.description)" }
        let out = (open.filter { !failing.contains($0) }.map(\.description) + silenced).joined(separator: "\n")
        if !out.isEmpty { testCase.systemOut = out }
        return testCase
    }
}
