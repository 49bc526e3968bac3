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
    associatedtype Scope: Hashable, Codable, Sendable
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
public enum WidgetLintScope: String, Codable, Sendable {
    /// The laid-out tree: once per family × device × moment, in the family's first appearance.
    case layout
    /// Pixels: once per family × device × moment × appearance.
    case appearance
    /// The provider and its simulated day: once per widget.
    case timeline
    /// The widget's lint settings: once per widget.
    case widget
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
