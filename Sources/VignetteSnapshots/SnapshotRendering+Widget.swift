import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension SnapshotRendering where Subject == WidgetDefinition, Value == Bitmap {
    /// The widget painted in every family × device × appearance × display setting asked for
    /// (`SnapshotMatrix`), each a PNG reference; what `assertSnapshot(of: WidgetDefinition…)` checks.
    package static func image(families: [WidgetFamily]?, devices: [Device]?, appearances: [Appearance], os: OSVersion,
                              scale: CGFloat?, at time: SnapshotTime?, accessibility: [AccessibilitySettings]) -> Self {
        SnapshotRendering(name: \.id, format: .png) { widget, name, strategy in
            try SnapshotMatrix(widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                               appearances: appearances, os: os, scale: scale, time: time, name: name,
                               accessibility: accessibility, locale: try strategy.resolvedLocale()).variants()
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
    /// appearance, nil for light (lockScreen for accessory families).
    package static func accessibility(families: [WidgetFamily]?, devices: [Device]?, appearance: Appearance?, os: OSVersion,
                                      at time: SnapshotTime?, accessibility: [AccessibilitySettings]) -> Self {
        SnapshotRendering(name: \.id, format: .transcript) { widget, name, _ in
            try SnapshotMatrix(widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                               appearances: appearance.map { [$0] } ?? [.light, .lockScreen], os: os, scale: nil, time: time,
                               name: name, accessibility: accessibility).variants()
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
        return WidgetDefinition(id: SnapshotLocation.sanitized(name ?? "element"), displayName: name ?? "element",
                                families: WidgetFamily.allCases) { _ in node }
    }
}
