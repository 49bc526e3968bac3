import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension SnapshotRendering where Subject == WidgetDefinition, Value == Bitmap {
    /// The widget painted in every family × device × appearance × display setting asked for
    /// (`SnapshotMatrix`), each a PNG reference.
    ///
    /// - Parameters:
    ///   - families: nil for every family the widget supports that each device offers.
    ///   - devices: nil for `iphone-16-pro-max`.
    ///   - appearances: the looks to render, `[.light]` by default.
    ///   - os: whose widget sizes and system colours apply.
    ///   - scale: pixels per point; nil for each device's own scale.
    ///   - time: the render clock; nil for the widget's first moment (never the wall clock).
    ///   - accessibility: text sizes, Bold Text and Increase Contrast, one render each
    ///     (`.sizes()` is every Dynamic Type size); iOS's defaults by default.
    public static func image(
        families: [WidgetFamily]? = nil, devices: [Device]? = nil, appearances: [Appearance] = [.light],
        os: OSVersion = .default, scale: CGFloat? = nil, at time: SnapshotTime? = nil,
        accessibility: [AccessibilitySettings] = [.standard]
    ) -> Self {
        SnapshotRendering(name: \.id, format: .png) { widget, name, strategy in
            try SnapshotMatrix(
                widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                appearances: appearances, os: os, scale: scale, time: time, name: name,
                accessibility: accessibility, locale: try strategy.resolvedLocale()
            ).variants()
                .map { variant in
                    SnapshotCase(stem: variant.stem) { renderer, resources in
                        SnapshotRender(try renderer.paint(widget, variant.spec, resources: resources))
                    }
                }
        }
    }
}

extension SnapshotRendering where Subject == WidgetDefinition, Value == String {
    /// What VoiceOver reads in the widget, in order (`AccessibilityElement.transcript`), laid
    /// out in every family × device × display setting asked for, each a text reference; one
    /// appearance, nil for light (lockScreen for accessory families). Parameters as `image`'s.
    public static func accessibility(
        families: [WidgetFamily]? = nil, devices: [Device]? = nil, appearance: Appearance? = nil,
        os: OSVersion = .default, at time: SnapshotTime? = nil,
        accessibility: [AccessibilitySettings] = [.standard]
    ) -> Self {
        SnapshotRendering(name: \.id, format: .transcript) { widget, name, _ in
            try SnapshotMatrix(
                widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                appearances: appearance.map { [$0] } ?? [.light, .lockScreen], os: os, scale: nil, time: time,
                name: name, accessibility: accessibility
            ).variants()
                .map { variant in
                    SnapshotCase(stem: variant.stem) { renderer, resources in
                        let layout = try renderer.layout(widget, variant.spec, resources: resources)
                        return SnapshotRender(AccessibilityElement.transcript(layout.accessibilityElements()))
                    }
                }
        }
    }
}

extension WidgetDefinition {
    /// An element as a widget supporting every family, named `name` (default `element`).
    package static func snapshotSubject(_ element: some Element, named name: String?) -> WidgetDefinition {
        let node = element.node
        return WidgetDefinition(
            id: SnapshotLocation.sanitized(name ?? "element"), displayName: name ?? "element",
            families: WidgetFamily.allCases
        ) { _ in node }
    }
}
