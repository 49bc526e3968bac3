import AppIntents
import Foundation
import SwiftUI
import Vignette

/// A widget the user configures through an intent's parameters: the provider's entries for the
/// configured intent, drawn by `content`.
///
/// A render configures a fresh `Intent()`: each parameter keeps its default unless a value is
/// given by name (`WidgetDefinition(_:intent:)`), and an entity parameter left unset takes its
/// query's `defaultResult()` (Docs/SwiftUI/AppIntents.md).
nonisolated public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration
{
    /// What the configuration declares, in Vignette's terms.
    public let _description: _WidgetDescription

    /// A configuration of kind `kind` whose entries come from `provider` for the configured `intent`.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    )
    where Provider.Intent == Intent {
        // The provider's calls as closures over `Any`, made here so that the tasks running them
        // capture no generic metatypes.
        typealias Call = (Intent, TimelineProviderContext) async throws -> Any
        let calls = UncheckedBox(
            value: (
                timeline: { try await provider.timeline(for: $0, in: $1) } as Call,
                snapshot: { try await provider.snapshot(for: $0, in: $1) } as Call
            ))
        var description = _WidgetDescription(kind: kind) { request in
            let call = AsyncProviderCall(provider: "\(Provider.self)", timeout: request.timeout)
            let values = request.intentValues
            let intent = try call.run("configuring \(Intent.self)") {
                try await IntentValues.configured(Intent.self, values: values)
            }
            switch request.entry {
            case .timeline:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: false)
                let timeline = unerased(
                    try call.run("timeline(for:in:)") {
                        UncheckedBox(value: try await calls.value.timeline(intent, context))
                    }.value, as: Timeline<Provider.Entry>.self, from: Provider.self)
                let entry = try entryInForce(
                    timeline.entries, at: request.environment.core.date,
                    provider: "\(Provider.self)", family: request.family)
                return lower(content(entry), in: request.environment)
            case .snapshot:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: true)
                let entry = try call.run("snapshot(for:in:)") {
                    UncheckedBox(value: try await calls.value.snapshot(intent, context))
                }.value
                return lower(
                    content(unerased(entry, as: Provider.Entry.self, from: Provider.self)), in: request.environment)
            case .placeholder:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: false)
                return lower(
                    content(provider.placeholder(in: context)).redacted(reason: .placeholder), in: request.environment)
            }
        }
        description.intent = IntentSchema(Intent.self)
        description.drawEntry = drawing(content)
        description.provider = ErasedProvider(
            name: "\(Provider.self)",
            placeholder: { ErasedProvider.Entry(provider.placeholder(in: $0)) },
            snapshot: { context, values, timeout in
                let call = AsyncProviderCall(provider: "\(Provider.self)", timeout: timeout)
                let intent = try call.run("configuring \(Intent.self)") {
                    try await IntentValues.configured(Intent.self, values: values)
                }
                let entry = try call.run("snapshot(for:in:)") {
                    UncheckedBox(value: try await calls.value.snapshot(intent, context))
                }
                return ErasedProvider.Entry(unerased(entry.value, as: Provider.Entry.self, from: Provider.self))
            },
            timeline: { context, values, timeout in
                let call = AsyncProviderCall(provider: "\(Provider.self)", timeout: timeout)
                let intent = try call.run("configuring \(Intent.self)") {
                    try await IntentValues.configured(Intent.self, values: values)
                }
                let timeline = unerased(
                    try call.run("timeline(for:in:)") {
                        UncheckedBox(value: try await calls.value.timeline(intent, context))
                    }.value, as: Timeline<Provider.Entry>.self, from: Provider.self)
                return (timeline.entries.map { ErasedProvider.Entry($0) }, timeline.policy)
            },
            draw: { entry, environment in
                lower(content(unerased(entry.value, as: Provider.Entry.self, from: Provider.self)), in: environment)
            })
        _description = description
    }
}

/// A configuration's intent type, with what describing and checking its values needs.
package struct IntentSchema {
    /// The intent type's name.
    package let name: String
    /// The intent's parameters.
    package let describe: @Sendable () async throws -> [IntentParameterInfo]
    /// Configures a fresh intent with the values, throwing what is wrong with them.
    package let check: @Sendable ([String: String]) async throws -> Void

    init<Intent: AppIntent>(_ type: Intent.Type) {
        name = "\(Intent.self)"
        describe = { try await IntentValues.describe(Intent.self) }
        check = { _ = try await IntentValues.configured(Intent.self, values: $0) }
    }
}

extension IntentValueError: IntentValueErrorPassing {}
