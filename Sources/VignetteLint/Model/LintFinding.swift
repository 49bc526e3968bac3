import Foundation
import Vignette

/// One broken rule in one place: the rule, the widget and rendering it was found in, the
/// node and its frame, a one-line explanation and the guidance it comes from.
public struct LintFinding: Codable, Sendable, Hashable {
    public var rule: String
    public var severity: LintRule.Severity
    public var widget: String
    public var family: String?
    public var device: String?
    public var appearance: String?
    /// The sample moments the same finding appeared at (merged, in order).
    public var moments: [String]
    public var node: String?
    /// x, y, width, height in widget points.
    public var frame: [Double]?
    public var message: String
    public var guidance: String
    /// Which rendering to annotate (`LintResult.samples`); nil for timeline findings.
    public var sample: String?

    public var rect: CGRect? {
        guard let f = frame, f.count == 4 else { return nil }
        return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Findings that differ only by moment are one finding.
    var mergeKey: [String?] { [rule, widget, family, device, appearance, node, message] }
}

/// Everything one lint run found, and the renderings findings point at.
public struct LintResult: Sendable {
    public var findings: [LintFinding]
    /// Silenced findings, with the reason the widget gave.
    public var silenced: [(finding: LintFinding, reason: String)]
    public var samples: [String: PreparedWidget]
    /// How many renderings and timelines were checked.
    public var renderings: Int
    public var timelines: Int

    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
}
