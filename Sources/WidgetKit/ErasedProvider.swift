import Foundation
import SwiftUI
import Vignette

/// A configuration's provider and content with the entry type erased, so the timeline
/// simulator and the command line can call any widget's provider the same way.
package struct ErasedProvider: @unchecked Sendable {
    /// An entry of the provider's own type, with what the simulator reads of it.
    package struct Entry: @unchecked Sendable {
        package var date: Date
        package var relevance: TimelineEntryRelevance?
        package var value: Any
    }

    /// The provider's type name, for errors.
    package var name: String
    package var placeholder: (TimelineProviderContext) -> Entry
    /// The snapshot for a context, with intent values by name (for an intent configuration), within a time-out.
    package var snapshot: (TimelineProviderContext, [String: String], TimeInterval) throws -> Entry
    /// The timeline for a context, with intent values by name, within a time-out.
    package var timeline:
        (TimelineProviderContext, [String: String], TimeInterval) throws
            -> (entries: [Entry], policy: TimelineReloadPolicy)
    /// The configuration's content closure applied to an entry, lowered in an environment.
    package var draw: (Entry, EnvironmentValues) -> Node

    /// A provider given by its calls.
    package init(
        name: String, placeholder: @escaping (TimelineProviderContext) -> Entry,
        snapshot: @escaping (TimelineProviderContext, [String: String], TimeInterval) throws -> Entry,
        timeline:
            @escaping (TimelineProviderContext, [String: String], TimeInterval) throws
            -> (entries: [Entry], policy: TimelineReloadPolicy),
        draw: @escaping (Entry, EnvironmentValues) -> Node
    ) {
        self.name = name
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
        self.draw = draw
    }

    /// The erased calls of a completion-handler `TimelineProvider` and the content it feeds.
    package init<Provider: TimelineProvider, Content: View>(
        _ provider: Provider,
        content: @escaping (Provider.Entry) -> Content
    ) {
        self.init(
            name: providerName(Provider.self),
            placeholder: { Entry(provider.placeholder(in: $0)) },
            snapshot: { context, _, timeout in
                Entry(try ProviderCall(provider: provider, timeout: timeout).snapshot(in: context))
            },
            timeline: { context, _, timeout in
                let timeline = try ProviderCall(provider: provider, timeout: timeout).timeline(in: context)
                return (timeline.entries.map { Entry($0) }, timeline.policy)
            },
            draw: { entry, environment in
                lower(content(unerased(entry.value, as: Provider.Entry.self, from: Provider.self)), in: environment)
            })
    }
}

extension ErasedProvider.Entry {
    /// An entry of any provider, erased.
    package init<E: TimelineEntry>(_ entry: E) {
        self.init(date: entry.date, relevance: entry.relevance, value: entry)
    }
}

/// `value`, which a provider's erased call returned, as the type that provider declares. Erased
/// values only ever come back to the provider that made them, so a mismatch is a bug in Vignette,
/// stopped with a message that says so rather than an anonymous failed cast.
func unerased<Value, Provider>(_ value: Any, as type: Value.Type, from provider: Provider.Type) -> Value {
    guard let typed = value as? Value else {
        preconditionFailure(
            "Vignette bug: \(Provider.self) gave a \(Swift.type(of: value)) where \(Value.self) was expected")
    }
    return typed
}
