import Foundation
import Vignette

/// One broken rule in one place: the rule, the widget and rendering it was found in, the
/// node and its frame, a one-line explanation and the guidance it comes from.
public struct LintFinding: Codable, Sendable, Hashable {
    /// The rule's id, e.g. `text-too-small`.
    public var rule: String
    /// The rule's severity.
    public var severity: LintRule.Severity
    /// The widget's id.
    public var widget: String
    /// The family of the rendering it was found in; nil for widget and timeline rules.
    public var family: String?
    /// The device's id; nil for widget and timeline rules.
    public var device: String?
    /// The appearance; nil for widget and timeline rules.
    public var appearance: String?
    /// The sample moments the same finding appeared at (merged, in order).
    public var moments: [String]
    /// The offending node, described ("words '数据结构'", "roundedRect r=4"), if any.
    public var node: String?
    /// x, y, width, height in widget points.
    public var frame: [Double]?
    /// What is wrong, in a line.
    public var message: String
    /// The guidance the rule enforces, with its source (HIG, Docs/WidgetFacts.md, Docs/Design.md).
    public var guidance: String
    /// Which rendering to annotate (`LintResult.samples`); nil for timeline findings.
    public var sample: String?

    /// `frame` as a rectangle in widget points, if the finding has one.
    public var rect: CGRect? {
        guard let f = frame, f.count == 4 else { return nil }
        return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Findings that differ only by moment are one finding.
    var mergeKey: [String?] { [rule, widget, family, device, appearance, node, message] }
}

/// Everything one lint run found, and the renderings findings point at.
public struct LintResult: Sendable {
    /// The findings that were not silenced.
    public var findings: [LintFinding]
    /// Silenced findings, with the reason the widget gave.
    public var silenced: [(finding: LintFinding, reason: String)]
    /// The renderings, by `LintFinding.sample` key, to annotate findings on.
    public var samples: [String: PreparedWidget]
    /// How many renderings and timelines were checked.
    public var renderings: Int
    /// How many providers were simulated.
    public var timelines: Int

    /// How many findings are errors.
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
}
