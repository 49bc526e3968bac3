// Like Apple's AppIntents, importing AppIntents alone gives Foundation.
@_exported import Foundation
@_exported import VignetteFoundation

/// An action or configuration the system can run or show: a title and a `perform()`.
public protocol AppIntent: Sendable {
    /// The name of the intent.
    static var title: LocalizedStringResource { get }
    /// What the system needs to make one.
    init()
    /// The type of result `perform()` gives.
    associatedtype PerformResult: IntentResult
    /// Runs the intent.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// Configuration intents do nothing when run.
    public func perform() async throws -> some IntentResult { .result() }
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
