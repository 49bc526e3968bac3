import Vignette
import VignetteCairo

/// Renders widgets to bitmaps with one font library. Not thread-safe, like the engines it
/// holds: an assertion makes its own.
final class SnapshotRenderer {
    let fonts: FontLibrary
    private let textEngine: PangoTextEngine
    private let renderer: BitmapRenderer

    init(fonts: FontLibrary) throws {
        self.fonts = fonts
        textEngine = try PangoTextEngine(fonts: fonts)
        renderer = try BitmapRenderer(fonts: fonts)
    }

    func render(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Bitmap {
        let prepared = try widget.prepare(spec, textEngine: textEngine)
        // StandBy enlarges the widget: the prepared scale, not the device's, sizes the image.
        return try renderer.bitmap(prepared.displayList, scale: Double(prepared.pixelScale))
    }
}
