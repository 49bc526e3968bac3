import Foundation
import VignetteFoundation
import SwiftUI
import UIKit
import Vignette

extension WidgetDefinition {
    /// The core definition of a SwiftUI-spelled widget, so every render path (snapshots,
    /// lint, the CLI's internals) takes it: its content for a render is the provider's entry
    /// (by default the timeline's at the render clock) drawn by the configuration's content
    /// closure (Docs/SwiftUI.md §5).
    ///
    /// - Parameters:
    ///   - widget: the widget; its `body` is read once here and once per render.
    ///   - id: the id on the command line and in file names; the configuration's `kind` by default.
    ///   - timeZone: the time zone `--at` times are read in.
    ///   - moments: named instants worth rendering.
    ///   - entry: which of the provider's entries each render draws.
    ///   - providerTimeout: how long a provider's completion may take before the render fails.
    public init<W: Widget>(
        _ widget: W, id: String? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        moments: [Moment] = [], entry: ProviderEntry = .timeline, providerTimeout: TimeInterval = 10
    ) {
        self.init(
            describing: { onMainActor(widget) { $0.body._description } }, id: id, timeZone: timeZone, moments: moments,
            entry: entry, providerTimeout: providerTimeout)
    }

    /// The definitions of a bundle's widgets, in the bundle's order, each with its `kind` as id;
    /// its Live Activities are not widgets and are left out (`ActivityDefinition(_:)` takes them).
    public static func definitions<B: WidgetBundle>(
        of bundle: B, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
        entry: ProviderEntry = .timeline,
        providerTimeout: TimeInterval = 10
    ) -> [WidgetDefinition] {
        onMainActor(bundle) { $0.body.widgetDescriptions }.filter { $0.activity == nil }.map { description in
            WidgetDefinition(
                describing: { description }, id: nil, timeZone: timeZone, moments: [],
                entry: entry, providerTimeout: providerTimeout)
        }
    }

    /// A bundle member's definition, with the widget's type name as its id; the entries of its
    /// `#Preview(as:…)`s are its moments, each drawn at its own date (`PreviewMoments`).
    package init(description: _WidgetDescription, timeZone: TimeZone, providerTimeout: TimeInterval) {
        let previews = PreviewMoments(typeName: description.typeName)
        let previewed = previews.applied(to: description)
        self.init(
            describing: { previewed }, id: description.typeName, timeZone: timeZone, moments: previews.moments,
            entry: .timeline, providerTimeout: providerTimeout)
    }

    init(
        describing describe: @escaping () -> _WidgetDescription, id: String?, timeZone: TimeZone,
        moments: [Moment], entry: ProviderEntry, providerTimeout: TimeInterval, intentValues: [String: String] = [:]
    ) {
        UIImage.assetNames.install { AssetLibrary.current.hasImage(named: $0) }
        let description = describe()
        let families = (description.families ?? WidgetKit.WidgetFamily.allCases).map(\.core)
        let id = id ?? description.kind
        let content = RenderContent { environment in
            let description = describe()
            guard let family = environment.family else {
                throw VignetteError.invalidValue(
                    name: "family", value: "none", expected: "a widget family to render \(id) in")
            }
            // A missing asset image or colour is recorded while views lower; it fails the render here.
            // The widget's own code reads the render clock as the time (WallClock).
            // A provider failing on a framework Linux lacks draws its placeholder, with a warning.
            let node = try WallClock.frozen(at: environment.date) {
                try reportingAssetProblems {
                    try UnavailableFrameworkFallback.content(widget: id, entry: entry) { entry in
                        try description.content(
                            RenderRequest(
                                family: WidgetKit.WidgetFamily(core: family),
                                environment: EnvironmentValues(core: environment),
                                entry: entry, timeout: providerTimeout, intentValues: intentValues))
                    }
                }
            }
            if description.containerBackgroundRemovable, WidgetContainer.containerBackground(in: node) == nil {
                RenderWarnings.warn(Self.noContainerBackgroundWarning(widget: id))
            }
            return description.contentMarginsDisabled ? .modified(node, .contentMarginsDisabled) : node
        }
        self.init(
            id: id, displayName: description.displayName ?? id, families: families,
            timeZone: timeZone, moments: moments, content: content.callAsFunction)
        backgroundRemovable = description.containerBackgroundRemovable
        requiresContainerBackground = true
    }

    /// The warning for a widget whose view declares no container background: iOS 17 and later
    /// show a message over it ("Displaying the right widget background", Docs/SwiftUI.md).
    static func noContainerBackgroundWarning(widget: String) -> String {
        "\(widget) declares no containerBackground(for: .widget): iOS 17 and later show \"Please adopt "
            + "containerBackground API\" over such a widget; drawn on the system background (lint: container-background)"
    }
}

/// The render of a widget value, handed to the definition's `@Sendable` content: widgets are
/// plain values that WidgetKit itself makes with `init()`, and a render only reads them.
private struct RenderContent: @unchecked Sendable {
    let render: (WidgetEnvironment) throws -> Node

    init(_ render: @escaping (WidgetEnvironment) throws -> Node) {
        self.render = render
    }

    @Sendable func callAsFunction(_ environment: WidgetEnvironment) throws -> Node {
        try render(environment)
    }
}
