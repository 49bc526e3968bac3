import Foundation

/// How bad breaking a rule is, for widget and activity rules alike (`LintRule.Severity`).
public enum LintSeverity: String, Codable, Sendable, Comparable {
    /// Warnings are reported; errors also fail the run.
    case warning, error
    /// Warnings come before errors.
    public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a == .warning && b == .error }
}

/// What a rule's check is given for one subject (a widget's `LintContext`, an activity's
/// `ActivityLintContext`), and the units its rules run once per.
public protocol LintSubjectContext {
    /// What a rule over this subject looks at, which decides how often it runs.
    associatedtype Scope: LintScope
}

/// A subject's rule scope, read by the one lint loop (`LintRun`) through `unit`.
public protocol LintScope: Hashable, Codable, Sendable {
    /// How often a rule of this scope runs.
    var unit: LintUnit { get }
}

/// How often the lint loop runs a rule: what every subject's scopes come down to.
public enum LintUnit: Sendable {
    /// Once per subject (its settings, its states as a whole).
    case subject
    /// Once per canvas (family, presentation) × device × moment or state, in the first look asked for.
    case firstLook
    /// Once per rendering, in every look.
    case everyLook
    /// Once per subject, over its simulated timeline (widgets with a provider).
    case timeline
}

/// One best-practice check over one subject: a value with an id, a severity, the guidance it enforces
/// and a check over a context. `LintRule` checks widgets (rules in `Rules/`, one per file, listed in
/// `LintRules.all`); `ActivityLintRule` checks Live Activities (`ActivityLintRules.all`).
public struct SubjectLintRule<Context: LintSubjectContext>: Sendable {
    /// How bad breaking the rule is.
    public typealias Severity = LintSeverity
    /// What the rule looks at, which decides how often it runs.
    public typealias Scope = Context.Scope

    /// A stable kebab-case id, used in reports and `silence` entries.
    public var id: String
    /// Warning or error.
    public var severity: Severity
    /// What the rule looks at, which decides how often it runs.
    public var scope: Scope
    /// What is checked, in a line (for `--list-rules`, Docs/Lint.md and the HTML).
    public var summary: String
    /// The guidance the rule comes from (Docs/Design.md's checklist or the HIG), quoted in every finding.
    public var guidance: String
    /// The check: the issues found in a context, empty when the rule holds.
    public var check: @Sendable (Context) throws -> [LintIssue]

    /// A rule; `check` runs once per `scope` unit.
    public init(
        id: String, severity: Severity, scope: Scope, summary: String, guidance: String,
        check: @escaping @Sendable (Context) throws -> [LintIssue]
    ) {
        self.id = id
        self.severity = severity
        self.scope = scope
        self.summary = summary
        self.guidance = guidance
        self.check = check
    }
}

/// A widget rule: over one rendering, one widget's provider or its settings (`WidgetLintScope`).
public typealias LintRule = SubjectLintRule<LintContext>

/// What a widget rule looks at, which decides how often it runs (`LintRule.Scope`).
public enum WidgetLintScope: String, LintScope {
    /// The laid-out tree: once per family × device × moment, in the family's first appearance.
    case layout
    /// Pixels: once per family × device × moment × appearance.
    case appearance
    /// The provider and its simulated day: once per widget.
    case timeline
    /// The widget's lint settings: once per widget.
    case widget

    /// Layout: the first look; appearance: every look; widget: once; timeline: over the provider.
    public var unit: LintUnit {
        switch self {
        case .layout: .firstLook
        case .appearance: .everyLook
        case .timeline: .timeline
        case .widget: .subject
        }
    }
}

/// What a rule found: where and why, before the engine adds who (widget, family, device…).
public struct LintIssue: Sendable, Hashable {
    /// What is wrong, with the measured figures.
    public var message: String
    /// The offending node, described ("words '数据结构'", "roundedRect r=4"), if any.
    public var node: String?
    /// Its frame in widget points, outlined on the annotated picture.
    public var frame: CGRect?

    /// An issue at an optional node and frame.
    public init(_ message: String, node: String? = nil, frame: CGRect? = nil) {
        self.message = message
        self.node = node
        self.frame = frame
    }
}
