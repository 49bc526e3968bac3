import Foundation
import Vignette
import VignetteCairo

/// Renders widgets and Live Activities to bitmaps with one font library. Not thread-safe, like the engines it
/// holds: assertions use their thread's (`forCurrentThread`).
final class SnapshotRenderer {
    let fonts: FontLibrary
    private let textEngine: PangoTextEngine
    private let renderer: BitmapRenderer

    init(fonts: FontLibrary) throws {
        self.fonts = fonts
        textEngine = try PangoTextEngine(fonts: fonts)
        renderer = try BitmapRenderer(fonts: fonts)
    }

    /// The renderer this thread made last, when it uses the same fonts; else a new one, kept.
    ///
    /// A new renderer starts with a cold Pango font map and text cache, which costs more
    /// than verifying a matching snapshot; test runners call assertions on a few threads,
    /// so one renderer per thread (Pango font maps are not thread-safe) is reused by all.
    static func forCurrentThread(fonts: FontLibrary) throws -> SnapshotRenderer {
        let key = "VignetteSnapshots.SnapshotRenderer"
        let slot = Thread.current.threadDictionary
        if let kept = slot[key] as? SnapshotRenderer, kept.fonts === fonts { return kept }
        let made = try SnapshotRenderer(fonts: fonts)
        slot[key] = made
        return made
    }

    func paint(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec, resources: ResourceResolver) throws -> PaintedImage {
        let prepared = try widget.prepare(spec, textEngine: textEngine, resources: resources)
        // StandBy enlarges the widget: the prepared scale, not the device's, sizes the image.
        return try renderer.paint(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    func paint(_ activity: ActivityDefinition, _ spec: ActivityRenderSpec, state: Int,
               resources: ResourceResolver) throws -> PaintedImage {
        let prepared = try activity.prepare(spec, state: state, textEngine: textEngine, resources: resources)
        return try renderer.paint(prepared.displayList, scale: Double(prepared.pixelScale))
    }
}
