import Foundation
import SwiftUI
import Vignette
import VignetteCLI
import VignetteTimeline

extension WidgetCatalog {
    /// The widgets of `bundle`, each by its type name, those with a provider also for the
    /// timeline commands; its `ActivityConfiguration`s are the activities, their states those of
    /// their `#Preview(as:using:…)`s (none without one: rendering it then says so).
    public init<B: WidgetBundle>(bundle: B, timeZone: TimeZone = .current, providerTimeout: TimeInterval = 10) {
        let all = onMainActor(bundle) { $0.body.widgetDescriptions }
        let descriptions = all.filter { $0.activity == nil }
        let byID = DescriptionsByID(descriptions)
        self.init(
            name: "\(B.self)",
            definitions: descriptions.map {
                WidgetDefinition(description: $0, timeZone: timeZone, providerTimeout: providerTimeout)
            },
            timelines: descriptions.compactMap {
                AnyTimelineWidget($0, id: $0.typeName ?? $0.kind, timeZone: timeZone, timeout: providerTimeout)
            },
            activities: all.filter { $0.activity != nil }.map {
                ActivityDefinition(description: $0, timeZone: timeZone)
            },
            configured: { id, values in
                try WidgetDefinition(
                    description: byID[id], timeZone: timeZone, providerTimeout: providerTimeout,
                    intentValues: values)
            },
            configuredTimeline: { id, values in
                let description = byID[id]
                _ = try WidgetDefinition(
                    description: description, timeZone: timeZone, providerTimeout: providerTimeout,
                    intentValues: values)
                guard
                    let widget = AnyTimelineWidget(
                        description, id: id, timeZone: timeZone, timeout: providerTimeout,
                        intentValues: values)
                else {
                    throw WidgetKitError.notConfigurable(kind: description.kind)
                }
                return widget
            })
        controls = onMainActor(bundle) { $0.body.controlDescriptions }.map {
            ControlListing(
                id: $0.typeName ?? $0.kind, kind: $0.kind, displayName: $0.displayName ?? $0.typeName ?? $0.kind,
                configuration: $0.configuration)
        }
    }
}

extension WidgetBundle {
    /// The entry point `@main` calls: Vignette's command line on this bundle's widgets, so
    /// `swift run MyWidgets render --widget MyWidget` works, and `vignette … --package` runs
    /// the package's commands through it. `--widget` takes a widget's type name.
    public static func main() {
        BundleStrings.install()
        var catalog = WidgetCatalog(bundle: Self())
        catalog.previews =
            WidgetDefinition.viewPreviews(timeZone: .current)
            + WidgetDefinition.unbundledWidgetPreviews(
                bundled: Set(catalog.definitions.map(\.id)), timeZone: .current)
        VignetteCommand.main(catalog: catalog)
    }
}

/// A bundle's widget descriptions by the id the command line gives them (the type name).
private struct DescriptionsByID: @unchecked Sendable {
    let descriptions: [_WidgetDescription]

    init(_ descriptions: [_WidgetDescription]) {
        self.descriptions = descriptions
    }

    /// Callers looked the id up in the catalogue first, so it is there.
    subscript(id: String) -> _WidgetDescription {
        descriptions.first { ($0.typeName ?? $0.kind) == id }!
    }
}
