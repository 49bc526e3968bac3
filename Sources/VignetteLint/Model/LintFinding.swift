import Foundation
import Vignette

/// One broken rule in one place: the rule, the widget and rendering it was found in, the
/// node and its frame, a one-line explanation and the guidance it comes from.
public struct LintFinding: Codable, Sendable, Hashable {
    /// The id of the rule that was broken.
    public var rule: String
    /// Warning or error.
    public var severity: LintRule.Severity
    /// The id of the widget it was found in.
    public var widget: String
    /// The family of the rendering; nil for widget-wide findings.
    public var family: String?
    /// The device id of the rendering; nil for widget-wide findings.
    public var device: String?
    /// The appearance of the rendering; nil for widget-wide findings.
    public var appearance: String?
    /// The sample moments the same finding appeared at (merged, in order).
    public var moments: [String]
    /// The offending node, described ("words '数据结构'"); nil when the whole widget is at fault.
    public var node: String?
    /// x, y, width, height in widget points.
    public var frame: [Double]?
    /// What is wrong, in one line with the measured figures.
    public var message: String
    /// The guidance the rule enforces.
    public var guidance: String
    /// Which rendering to annotate (`LintResult.samples` or `activitySamples`); nil for timeline findings.
    public var sample: String?
    /// For a Live Activity: the presentation of the rendering (`lockScreen`, `compact`…); nil for widgets.
    public var presentation: String?
    /// The locale of the rendering (`ar`, `en-XA`); nil for en-US and widget-wide findings.
    public var locale: String?

    /// The Swift file that made the offending view, when known: as `#fileID` gives it
    /// (`MyWidget/StepsView.swift`); `vignette lint` makes it relative to the package when it finds it.
    public var file: String?
    /// The line in `file`, when known.
    public var line: Int?

    /// `frame` as a rectangle; nil when there is no frame.
    public var rect: CGRect? {
        guard let f = frame, f.count == 4 else { return nil }
        return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// Findings that differ only by moment are one finding.
    var mergeKey: [String?] { [rule, widget, family, presentation, device, appearance, locale, node, message] }
}

/// Everything one lint run found, and the renderings findings point at.
public struct LintResult: Sendable {
    /// What broke a rule and was not silenced, in report order.
    public var findings: [LintFinding]
    /// Silenced findings, with the reason the widget gave.
    public var silenced: [(finding: LintFinding, reason: String)]
    /// The renderings findings point at, by sample key, for annotated pictures.
    public var samples: [String: PreparedWidget]
    /// The Live Activity renderings findings point at, by sample key.
    public var activitySamples: [String: PreparedActivity] = [:]
    /// How many renderings and timelines were checked.
    public var renderings: Int
    /// How many widget providers were checked.
    public var timelines: Int

    /// How many findings are errors (a non-zero count fails `vignette lint`).
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }
}
