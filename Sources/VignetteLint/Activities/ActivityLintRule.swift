import Foundation
import Vignette

/// A best-practice check for Live Activities (Docs/LiveActivities.md): a `SubjectLintRule`, as `LintRule`
/// is, over one rendering of one presentation or once over the whole activity.
public typealias ActivityLintRule = SubjectLintRule<ActivityLintContext>

/// What an activity rule looks at (`ActivityLintRule.Scope`).
public enum ActivityLintScope: String, LintScope {
    /// One presentation × device × state, in the first colour scheme (what is laid out does not
    /// change with the scheme; the island is dark in both).
    case layout
    /// The activity's states and views as a whole, once.
    case activity

    /// Layout: the first look; activity: once.
    public var unit: LintUnit { self == .layout ? .firstLook : .subject }
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
public struct ActivityLintContext: Sendable, LintSubjectContext {
    /// What an activity rule looks at.
    public typealias Scope = ActivityLintScope

    /// The activity under check.
    public var activity: ActivityDefinition
    /// The rendering under check; nil for activity rules.
    public var sample: ActivityLintSample?
    /// The activity's views for a state, stale or not, in a presentation's environment.
    public var views: @Sendable (_ stateIndex: Int, _ isStale: Bool) throws -> ActivityViews
}
