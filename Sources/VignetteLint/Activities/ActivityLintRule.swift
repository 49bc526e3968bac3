import Foundation
import Vignette

/// A best-practice check for Live Activities (Docs/LiveActivities.md): like `LintRule`, over one
/// rendering of one presentation, or once over the whole activity.
public struct ActivityLintRule: Sendable {
    /// What a rule looks at.
    public enum Scope: String, Codable, Sendable {
        /// One presentation × device × state, in the first colour scheme (what is laid out does not
        /// change with the scheme; the island is dark in both).
        case layout
        /// The activity's states and views as a whole, once.
        case activity
    }

    /// A stable kebab-case id, used in reports and `silence` entries.
    public var id: String
    /// Warning or error.
    public var severity: LintRule.Severity
    /// What the rule looks at.
    public var scope: Scope
    /// What is checked, in a line.
    public var summary: String
    /// The guidance the rule comes from, quoted in every finding.
    public var guidance: String
    /// The check: the issues found, empty when the rule holds.
    public var check: @Sendable (ActivityLintContext) throws -> [LintIssue]

    /// A rule that runs once per `scope` unit.
    public init(
        id: String, severity: LintRule.Severity, scope: Scope, summary: String, guidance: String,
        check: @escaping @Sendable (ActivityLintContext) throws -> [LintIssue]
    ) {
        self.id = id
        self.severity = severity
        self.scope = scope
        self.summary = summary
        self.guidance = guidance
        self.check = check
    }
}

/// One rendering of an activity under lint.
public struct ActivityLintSample: Sendable {
    /// presentation_device_scheme_state: names the rendering in reports and file names.
    public var key: String
    /// The state's name.
    public var state: String
    /// The views the activity made for that state.
    public var views: ActivityViews
    /// The laid-out presentation.
    public var prepared: PreparedActivity

    /// Every text run drawn, with its font.
    public var textRuns: [TextRun] { prepared.displayList.textRuns }

    /// The text node that drew `run`.
    func node(for run: TextRun) -> PlacedNode? {
        LintSample.node(for: run, among: PaintedLeaf.all(under: prepared.layout.root).filter(\.isText).map(\.node))
    }

    /// Painted nodes, the island's own shapes left out.
    var paintedLeaves: [PaintedLeaf] { PaintedLeaf.all(under: prepared.layout.root) }
}

/// What an activity rule sees: the activity, one rendering (rendering rules) and a way to build
/// its views in any state (activity rules).
public struct ActivityLintContext: Sendable {
    /// The activity under check.
    public var activity: ActivityDefinition
    /// The rendering under check; nil for activity rules.
    public var sample: ActivityLintSample?
    /// The activity's views for a state, stale or not, in a presentation's environment.
    public var views: @Sendable (_ stateIndex: Int, _ isStale: Bool) throws -> ActivityViews
}
