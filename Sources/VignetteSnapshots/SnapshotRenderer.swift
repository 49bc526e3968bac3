import Foundation
import Vignette
import VignetteCairo

/// Renders widgets and Live Activities to bitmaps with one font library. Not thread-safe, like the engines it
/// holds: assertions use their thread's (`forCurrentThread`).
final class SnapshotRenderer {
    let fonts: FontLibrary
    private let textEngine: PangoTextEngine
    private let renderer: BitmapRenderer
    /// The SF Symbols templates of the assertion under way (`SnapshotStrategy.symbols`).
    private var templates: [String: SymbolTemplate] = [:] {
        didSet { renderer.symbolTemplates = templates }
    }

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
    static func forCurrentThread(fonts: FontLibrary, symbols: [String: SymbolTemplate] = [:]) throws -> SnapshotRenderer
    {
        let key = "VignetteSnapshots.SnapshotRenderer"
        let slot = Thread.current.threadDictionary
        let renderer: SnapshotRenderer
        if let kept = slot[key] as? SnapshotRenderer, kept.fonts === fonts {
            renderer = kept
        } else {
            renderer = try SnapshotRenderer(fonts: fonts)
            slot[key] = renderer
        }
        renderer.templates = symbols
        return renderer
    }

    /// `resources` laying out the template symbols from their guides.
    private func withTemplates(_ resources: ResourceResolver) -> ResourceResolver {
        guard !templates.isEmpty else { return resources }
        var out = resources
        out.symbols = SymbolTemplate.catalog(with: templates, base: resources.symbols)
        return out
    }

    /// The widget laid out for `spec`, as it would be painted.
    func layout(
        _ widget: WidgetDefinition, _ spec: WidgetRenderSpec, resources: ResourceResolver
    ) throws -> LayoutResult {
        try widget.prepare(spec, textEngine: textEngine, resources: withTemplates(resources)).layout
    }

    func paint(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec, resources: ResourceResolver) throws -> PaintedImage
    {
        let prepared = try widget.prepare(spec, textEngine: textEngine, resources: withTemplates(resources))
        // StandBy enlarges the widget: the prepared scale, not the device's, sizes the image.
        return try renderer.paint(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    func paint(
        _ activity: ActivityDefinition, _ spec: ActivityRenderSpec, state: Int,
        resources: ResourceResolver
    ) throws -> PaintedImage {
        let prepared = try activity.prepare(
            spec, state: state, textEngine: textEngine, resources: withTemplates(resources))
        // A presentation that would cut its content fails the test rather than snapshotting the cut
        // (lint names the rule: activity-overflow, activity-compact-too-wide).
        if let overflow = prepared.overflows.first {
            func size(_ s: CGSize) -> String { "\(Self.points(s.width)) × \(Self.points(s.height)) pt" }
            throw VignetteError.invalidValue(
                name: "\(overflow.part) content",
                value: "\(size(overflow.needed)) in the \(spec.presentation.rawValue) presentation",
                expected:
                    "at most \(size(overflow.available)); iOS would cut the rest (run vignette lint for the rule and a picture)"
            )
        }
        return try renderer.paint(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    /// `52.33`, `160`: points with at most two decimals.
    private static func points(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
}
