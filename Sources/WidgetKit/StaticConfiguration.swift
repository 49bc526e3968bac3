import Foundation
import SwiftUI
import Vignette

/// A widget without user configuration: a provider's entries drawn by `content`.
nonisolated public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// What the configuration declares, in Vignette's terms.
    public let _description: _WidgetDescription

    /// A configuration of kind `kind` whose entries come from `provider`.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        var description = _WidgetDescription(kind: kind) { request in
            let call = ProviderCall(provider: provider, timeout: request.timeout)
            switch request.entry {
            case .timeline:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: false)
                let entry = try call.entry(in: context, at: request.environment.core.date)
                return lower(content(entry), in: request.environment)
            case .snapshot:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: true)
                return lower(content(try call.snapshot(in: context)), in: request.environment)
            case .placeholder:
                let context = TimelineProviderContext(family: request.family, displaySize: .zero, isPreview: false)
                return lower(
                    content(provider.placeholder(in: context)).redacted(reason: .placeholder), in: request.environment)
            }
        }
        description.drawEntry = drawing(content)
        description.provider = ErasedProvider(provider, content: content)
        _description = description
    }
}
