import Foundation

/// What the lint needs to know about a widget that the widget itself does not say: the
/// app's name and icon (to find them inside), a relevance schema, and rules silenced
/// with a reason. Read from JSON (`vignette-lint.json`) or built in code.
///
/// ```json
/// { "widgets": { "course-schedule": { "appName": ["课程表", "Course Schedule"],
///     "appIconSymbols": ["graduationcap.fill"], "relevanceRange": [0, 100],
///     "silence": [{ "rule": "density", "reason": "the status line restates the bar" }] } } }
/// ```
public struct LintConfiguration: Codable, Sendable, Hashable {
    /// Settings by widget id.
    public var widgets: [String: WidgetLintSettings]

    /// A configuration with settings for the given widgets.
    public init(widgets: [String: WidgetLintSettings] = [:]) {
        self.widgets = widgets
    }

    /// The widget's settings, or empty settings when the file has none for it.
    public func settings(for widget: String) -> WidgetLintSettings {
        widgets[widget] ?? WidgetLintSettings()
    }

    /// Reads a configuration file; errors name the file and what is wrong.
    public static func load(from url: URL) throws -> LintConfiguration {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LintConfigurationError(path: url.path, reason: "cannot be read")
        }
        do { return try JSONDecoder().decode(LintConfiguration.self, from: data) } catch {
            throw LintConfigurationError(path: url.path, reason: "is not a lint configuration: \(error)")
        }
    }
}

/// A lint configuration file that cannot be read or decoded.
public struct LintConfigurationError: Error, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// What is wrong with it.
    public var reason: String
    /// One line naming the file and the problem.
    public var description: String { "lint configuration \(path) \(reason)" }
}

/// One widget's lint settings.
public struct WidgetLintSettings: Codable, Sendable, Hashable {
    /// The app's names as users see them; text containing one is the app's name in the widget.
    public var appName: [String]?
    /// SF Symbol names and picture files that are the app's icon.
    public var appIconSymbols: [String]?
    /// Picture files that are the app's icon.
    public var appIconImages: [String]?
    /// The lowest and highest relevance score the widget's schema uses.
    public var relevanceRange: [Double]?
    /// Rules this widget opts out of, each with its reason.
    public var silence: [Silence]?

    /// Settings for one widget; every field is optional in the file.
    public init(
        appName: [String]? = nil, appIconSymbols: [String]? = nil, appIconImages: [String]? = nil,
        relevanceRange: [Double]? = nil, silence: [Silence]? = nil
    ) {
        self.appName = appName
        self.appIconSymbols = appIconSymbols
        self.appIconImages = appIconImages
        self.relevanceRange = relevanceRange
        self.silence = silence
    }

    /// A rule the widget opts out of, optionally only in one family; the reason is required.
    public struct Silence: Codable, Sendable, Hashable {
        /// The id of the silenced rule.
        public var rule: String
        /// The family it is silenced in; nil silences it everywhere.
        public var family: String?
        /// Why; a silence without a reason silences nothing and is itself an error.
        public var reason: String?

        /// Silences `rule`, in `family` only when given.
        public init(rule: String, family: String? = nil, reason: String?) {
            self.rule = rule
            self.family = family
            self.reason = reason
        }
    }
}
