import Foundation
import SwiftUI
import Vignette

/// A widget without user configuration: a provider's entries drawn by `content`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// What the configuration declares, in Vignette's terms.
    public let _description: _WidgetDescription

    /// A configuration of kind `kind` whose entries come from `provider`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _description = _WidgetDescription(kind: kind) { family, environment, timeout in
            let context = TimelineProviderContext(family: family, displaySize: .zero, isPreview: false)
            let entry = try ProviderCall(provider: provider, timeout: timeout).entry(in: context, at: environment.core.date)
            return lower(content(entry), in: environment)
        }
    }
}
