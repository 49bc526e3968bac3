import Foundation

/// One best-practice check: a value with an id, a severity, the guidance it enforces and
/// a check over a context. Rules live in `Rules/`, one per file; `LintRules.all` lists them.
public struct LintRule: Sendable {
    /// How bad breaking the rule is.
    public enum Severity: String, Codable, Sendable, Comparable {
        /// Warnings are reported; errors also fail the run.
        case warning, error
        /// Warnings come before errors.
        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// What a rule looks at, which decides how often it runs.
    public enum Scope: String, Codable, Sendable {
        /// The laid-out tree: once per family × device × moment, in the family's first appearance.
        case layout
        /// Pixels: once per family × device × moment × appearance.
        case appearance
        /// The provider and its simulated day: once per widget.
        case timeline
        /// The widget's lint settings: once per widget.
        case widget
    }

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
    public var check: @Sendable (LintContext) throws -> [LintIssue]

    /// A rule; `check` runs once per `scope` unit.
    public init(
        id: String, severity: Severity, scope: Scope, summary: String, guidance: String,
        check: @escaping @Sendable (LintContext) throws -> [LintIssue]
    ) {
        self.id = id
        self.severity = severity
        self.scope = scope
        self.summary = summary
        self.guidance = guidance
        self.check = check
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
