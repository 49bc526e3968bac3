import AppIntents
import Foundation

/// Gives a configurable widget its entries for the intent the user configured: a placeholder at
/// once, a snapshot for the gallery, and timelines, as `async` calls.
///
/// `snapshot` and `timeline` are `async` in Apple's SDK; here they are `async throws`, which a
/// non-throwing implementation satisfies, so a provider that throws fails the render naming it.
public protocol AppIntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent the user edits.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider learns about the widget it serves.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is known; drawn redacted by the system.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, promptly.
    func snapshot(for configuration: Intent, in context: Context) async throws -> Entry
    /// The entries from now, and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async throws -> Timeline<Entry>
    /// Preconfigured intents offered where the user cannot edit one (watchOS); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with a description, offered as a ready-made widget.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configured intent.
    public let intent: Intent
    /// What the recommendation shows.
    public let description: String

    /// A recommendation of `intent` described as `description`.
    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation of `intent` described as `description`.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.init(intent: intent, description: description.key)
    }
}
