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
    package var snapshot: (TimelineProviderContext, TimeInterval) throws -> Entry
    package var timeline: (TimelineProviderContext, TimeInterval) throws -> (entries: [Entry], policy: TimelineReloadPolicy)
    /// The configuration's content closure applied to an entry, lowered in an environment.
    package var draw: (Entry, EnvironmentValues) -> Node

    /// The erased calls of a completion-handler `TimelineProvider` and the content it feeds.
    package init<Provider: TimelineProvider, Content: View>(_ provider: Provider,
                                                            content: @escaping (Provider.Entry) -> Content) {
        func erase(_ entry: Provider.Entry) -> Entry {
            Entry(date: entry.date, relevance: entry.relevance, value: entry)
        }
        name = "\(Provider.self)"
        placeholder = { erase(provider.placeholder(in: $0)) }
        snapshot = { context, timeout in
            erase(try ProviderCall(provider: provider, timeout: timeout).snapshot(in: context))
        }
        timeline = { context, timeout in
            let timeline = try ProviderCall(provider: provider, timeout: timeout).timeline(in: context)
            return (timeline.entries.map(erase), timeline.policy)
        }
        draw = { entry, environment in
            // Entries only ever come from this provider, so the cast holds.
            lower(content(entry.value as! Provider.Entry), in: environment)
        }
    }
}
