import Foundation
import Vignette
import VignetteCairo

/// Renders widget and activity definitions to PNG bytes on the iPhone 16 Pro Max, for tests that compare what
/// two spellings of a widget draw. One per test: a text engine is not thread-safe.
struct PNGPipeline {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-16-pro-max")

    /// The PNG `widget` draws for `spec`.
    func png(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Data {
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    /// The PNG state `state` of `activity` draws for `spec`.
    func png(_ activity: ActivityDefinition, _ spec: ActivityRenderSpec, state: Int) throws -> Data {
        let prepared = try activity.prepare(spec, state: state, textEngine: engine, resources: .files())
        return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }
}
