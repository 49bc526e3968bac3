import Foundation

/// The system's intent that opens a URL (iOS 18): an intent's result can ask for it to run next
/// (`.result(opensIntent: OpenURLIntent(url))`), a control's button can run it. A render never runs
/// intents, so no URL is opened; the URL is kept.
public struct OpenURLIntent: AppIntent {
    /// "Open URL".
    public static var title: LocalizedStringResource { "Open URL" }
    /// The URL to open.
    public var url: URL

    /// An intent opening `url`.
    public init(_ url: URL) { self.url = url }

    /// An intent opening nothing (`about:blank`), as an `AppIntent` must be makeable without arguments.
    public init() { url = URL(string: "about:blank")! }

    /// Asks the system to open the URL: nothing is opened on Linux.
    public func perform() async throws -> some IntentResult { .result() }
}

/// A result that has the system run another intent next (Apple's `OpensIntent`).
public protocol OpensIntent: IntentResult {}

/// The result of `.result(opensIntent:)`: the intent to run next.
public struct OpensIntentResult<Next: AppIntent>: OpensIntent {
    /// The intent run next.
    public let opensIntent: Next
}

extension IntentResult {
    /// A result that has the system run `intent` next.
    public static func result<Next: AppIntent>(opensIntent intent: Next) -> Self where Self == OpensIntentResult<Next> {
        OpensIntentResult(opensIntent: intent)
    }
}
