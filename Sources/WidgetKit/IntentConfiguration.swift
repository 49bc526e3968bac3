import Foundation
import Intents
import SwiftUI

/// Gives a widget configured by a SiriKit intent (before iOS 17) its entries for the configured
/// intent, through completion handlers as `TimelineProvider` does.
public protocol IntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The SiriKit intent the user configures (a class Xcode generates from an `.intentdefinition`).
    associatedtype Intent: INIntent
    /// What the provider learns about the widget it serves.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is known; drawn redacted by the system.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, promptly.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries from now, and when to ask again.
    func getTimeline(
        for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
    /// Preconfigured intents offered where the user cannot edit one (watchOS); none by default.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent with a description, offered as a ready-made widget.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    /// The configured intent.
    public let intent: Intent
    /// What the recommendation shows.
    public let description: String

    /// A recommendation of `intent` described as `description`.
    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation of `intent` described by a `Text`'s words.
    public init(intent: Intent, description: Text) {
        self.init(intent: intent, description: description.plainString)
    }
}

/// A widget the user configures through a SiriKit intent: the provider's entries for a fresh
/// `Intent()` (every parameter unset, as for a widget just added), drawn by `content`. It lowers
/// onto `StaticConfiguration`, so it renders, lints and snapshots like any widget.
nonisolated public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    /// What the configuration declares, in Vignette's terms.
    public let _description: _WidgetDescription

    /// A configuration of kind `kind` whose entries come from `provider` for `intent`.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        _description =
            StaticConfiguration(kind: kind, provider: UnconfiguredIntent(provider), content: content)
            ._description
    }
}

/// An intent provider asked with a fresh, unconfigured intent: a `TimelineProvider` under its own name.
struct UnconfiguredIntent<Provider: IntentTimelineProvider>: TimelineProvider, NamedProvider {
    let provider: Provider

    init(_ provider: Provider) { self.provider = provider }

    static var providerName: String { "\(Provider.self)" }

    func placeholder(in context: Context) -> Provider.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Provider.Entry) -> Void) {
        provider.getSnapshot(for: Provider.Intent(), in: context, completion: completion)
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Provider.Entry>) -> Void) {
        provider.getTimeline(for: Provider.Intent(), in: context, completion: completion)
    }
}

/// A provider that stands for another, whose name errors and lint findings should show.
protocol NamedProvider {
    /// The name shown for the provider.
    static var providerName: String { get }
}

/// The name of provider type `type`: its own, or the one it stands for.
func providerName<P>(_ type: P.Type) -> String {
    (type as? NamedProvider.Type)?.providerName ?? "\(type)"
}
