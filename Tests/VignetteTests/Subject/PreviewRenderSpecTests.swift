import Foundation
import Testing
@testable import Vignette

/// Plain view previews are the third subject: `PreviewRenderSpec` on the shared conditions, prepared by the
/// widget path's `prepare` (Docs/CI.md).
@Suite struct PreviewRenderSpecTests {
    let device = DeviceCatalog.standard.defaultDevice
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    var preview: WidgetDefinition {
        var definition = WidgetDefinition(
            id: "Preview-Badge-12", displayName: "Badge.swift:12", families: [.systemMedium]
        ) {
            _ in Words("Badge")
        }
        definition.fitsContent = true
        return definition
    }

    @Test func aPreviewIsPreparedAsTheWidgetPathPreparesIt() throws {
        let conditions = RenderConditions(device: device, scale: 2, date: date)
        let spec = PreviewRenderSpec(.sizeThatFits, appearance: .dark, conditions: conditions)
        let engine = FixedAdvanceTextEngine()
        let viaPreview = try preview.prepare(spec, textEngine: engine, resources: .inMemory([:]))
        let viaWidget = try preview.prepare(spec.widgetSpec, textEngine: engine, resources: .inMemory([:]))
        #expect(viaPreview.displayList == viaWidget.displayList)
        // Its canvas is the size the words take (5 characters of the fixed engine), not the medium family's.
        #expect(viaPreview.displayList.size != (try spec.widgetSpec.widgetSize()))
        #expect(spec.environment.family == .systemMedium)
        #expect(spec.fileStem(preview: preview.id) == "Preview-Badge-12_sizeThatFits_\(device.id)_ios26_dark@2x")
        #expect(PreviewRenderSpec(spec.widgetSpec) == spec)
    }

    @Test func aPreviewIsLightOrDarkWithTheOneLookError() throws {
        #expect(PreviewRenderSpec.looks(for: .sizeThatFits, on: device, os: .default) == [.light, .dark])
        let tinted = PreviewRenderSpec(
            .sizeThatFits, appearance: .tinted, conditions: RenderConditions(device: device, date: date))
        #expect(
            throws: VignetteError.appearanceUnavailable(
                appearance: "tinted", family: "sizeThatFits", device: device.id,
                reason: "a view preview is drawn in light or dark only, as Xcode's canvas", possible: ["light", "dark"])
        ) {
            try preview.prepare(tinted, textEngine: FixedAdvanceTextEngine(), resources: .inMemory([:]))
        }
        // A widget is not a preview.
        var widget = preview
        widget.fitsContent = false
        #expect(throws: VignetteError.self) {
            try widget.prepare(
                PreviewRenderSpec(.sizeThatFits, conditions: RenderConditions(device: device, date: date)),
                textEngine: FixedAdvanceTextEngine(), resources: .inMemory([:]))
        }
    }
}
