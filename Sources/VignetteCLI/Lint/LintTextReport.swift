import Foundation
import VignetteLint

/// The findings as text, grouped by widget, then rule; coloured when `colors` is set.
enum LintTextReport {
    static func render(_ result: LintResult, colors: Bool) -> String {
        func paint(_ code: String, _ text: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out: [String] = []
        let widgets = result.findings.map(\.widget).uniquedInOrder()
        for widget in widgets {
            let mine = result.findings.filter { $0.widget == widget }
            out.append(paint("1", widget) + "  " + counts(mine))
            for rule in mine.map(\.rule).uniquedInOrder() {
                let group = mine.filter { $0.rule == rule }
                let severity = group[0].severity
                let tag = severity == .error ? paint("1;31", "error") : paint("1;33", "warning")
                out.append("  \(tag) \(paint("1", rule))  " + paint("2", group[0].guidance))
                for finding in group {
                    let place = [finding.family, finding.device, finding.appearance, finding.locale].compactMap { $0 }
                        .joined(separator: " · ")
                    let moments = finding.moments.isEmpty ? "" : " @ " + finding.moments.joined(separator: ",")
                    let node = finding.node.map { " " + $0 } ?? ""
                    let frame = finding.rect.map { " " + LintFormat.rect($0) } ?? ""
                    out.append("    - \(finding.message)" + (finding.source.map { "  " + paint("36", $0) } ?? ""))
                    if !place.isEmpty || !node.isEmpty {
                        out.append(paint("2", "      \(place)\(moments)\(node)\(frame)"))
                    }
                }
            }
        }
        for (finding, reason) in result.silenced {
            out.append(paint("2", "silenced \(finding.widget) \(finding.rule): \(reason)"))
        }
        let verdict =
            "\(result.errors) error(s), \(result.warnings) warning(s), \(result.silenced.count) silenced "
            + "in \(result.renderings) renderings and \(result.timelines) timeline(s)"
        out.append(
            result.errors > 0
                ? paint("1;31", verdict) : result.warnings > 0 ? paint("1;33", verdict) : paint("1;32", verdict))
        return out.joined(separator: "\n")
    }

    static func counts(_ findings: [LintFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        return "\(errors) error(s), \(findings.count - errors) warning(s)"
    }
}

extension Sequence where Element: Hashable {
    func uniquedInOrder() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
