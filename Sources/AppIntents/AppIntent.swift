// Like Apple's AppIntents, importing AppIntents alone gives Foundation.
@_exported import Foundation
@_exported import VignetteFoundation

/// An action or configuration the system can run or show: a title and a `perform()`.
public protocol AppIntent: Sendable {
    /// The name of the intent.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown under its title; empty unless given.
    static var description: IntentDescription { get }
    /// What the system needs to make one.
    init()
    /// The type of result `perform()` gives.
    associatedtype PerformResult: IntentResult
    /// Runs the intent.
    func perform() async throws -> PerformResult
    /// The summary sentence of the intent's parameters (`Summary`).
    associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary
    /// How the intent's parameters read as a sentence in the editor; no effect on a render.
    static var parameterSummary: SummaryContent { get }
}

extension AppIntent {
    /// Configuration intents do nothing when run.
    public func perform() async throws -> some IntentResult { .result() }

    /// No description.
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent where SummaryContent == _EmptyParameterSummary {
    /// No summary: the editor lists the parameters.
    public static var parameterSummary: _EmptyParameterSummary { _EmptyParameterSummary() }
}

/// The intent behind a configurable widget: its `@Parameter`s are the widget's settings.
public protocol WidgetConfigurationIntent: AppIntent {}

/// What running an intent produced.
public protocol IntentResult: Sendable {}

/// The result of an intent that produces nothing.
public struct EmptyIntentResult: IntentResult {
    init() {}
}

extension IntentResult where Self == EmptyIntentResult {
    /// A result with nothing in it.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// What an intent does, with the category and search words the Shortcuts app files it under.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The description text.
    public let descriptionText: LocalizedStringResource
    /// The category the intent is listed under, if any.
    public let categoryName: LocalizedStringResource?
    /// Words that find the intent in a search.
    public let searchKeywords: [LocalizedStringResource]

    /// A description with an optional category and search keywords.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description from a literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A description from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
