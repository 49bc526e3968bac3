import Foundation

/// A widget laid out and ready to paint: the second and third stages of the pipeline.
public struct PreparedWidget: Sendable {
    /// Frames in points, snapped to the pixel grid of the render scale.
    public var layout: LayoutResult
    /// What to paint, in points.
    public var displayList: DisplayList
    /// The rendering this was prepared for.
    public var spec: WidgetRenderSpec
    /// Pixels per point to encode the display list at (StandBy enlarges the widget).
    public var pixelScale: CGFloat
    /// Whether the content declares its container background (`containerBackground(for: .widget)`,
    /// `widgetBackground`); a view preview, which has none to declare, counts as declaring it.
    public var declaresContainerBackground = true
}

extension WidgetDefinition {
    /// Builds the content for `spec`, wraps it in the widget container, finds its symbols
    /// and pictures with `resources`, lays it out and turns it into a display list.
    ///
    /// - Throws: `VignetteError.unsupportedFamily` for a family the widget does not support,
    ///   `.familyUnavailable` for one the device does not offer, `.unknownName` for a symbol
    ///   or `.unreadableResource` for a picture it cannot draw, or what the content throws.
    public func prepare(
        _ spec: WidgetRenderSpec, textEngine: TextEngine,
        resources: ResourceResolver
    ) throws -> PreparedWidget {
        // A family the device lacks is named first (the watch's corner on an iPhone), then the appearance.
        if !spec.device.offers(spec.family, os: spec.os) { _ = try spec.widgetSize() }
        try spec.requireAvailableLook()
        guard families.contains(spec.family) else {
            throw VignetteError.unsupportedFamily(
                widget: id, family: spec.family.rawValue,
                supported: families.map(\.rawValue))
        }
        let size = try spec.widgetSize()
        let container = WidgetContainer(family: spec.family, size: size, cornerRadius: spec.device.widgetCornerRadius)
        var environment = spec.environment
        environment.containerShape = container.shape
        // "If you mark a background as nonremovable, the system always displays the background container";
        // not yet in the accented looks, where Apple's "faded or desaturated" is not specified (Docs/SwiftUI.md).
        if !backgroundRemovable, !spec.family.isAccessory, spec.appearance.renderingMode != .accented {
            environment.showsWidgetBackground = true
        }
        if let locale {
            // A widget written in one language shows it whatever the render's locale, its
            // direction included, and is not pseudolocalized (Docs/Time.md, "Live text").
            environment.locale = locale
            environment.pseudolocale = nil
            environment.layoutDirection = LayoutDirection(locale)
        }
        let body = try content(environment)
        // Too deep a tree would overflow the stack below; say so instead (Node+Depth.swift).
        try body.checkDepth(source: "widget '\(id)'")
        try body.checkCharts(source: "widget '\(id)'")
        if fitsContent {
            return try prepareFitting(
                body, spec: spec, environment: environment, textEngine: textEngine, resources: resources)
        }
        let root = container.wrap(body, environment: environment)
        // Unknown symbols and unreadable pictures are errors, not blanks; layout reads no files.
        let resolved = try resources.resolve(root)
        let layout = try resources.layoutResolvingLatePictures(resolved) {
            Layout.layout(root, in: size, environment: environment, textEngine: textEngine, resources: $0)
        }.snapped(toScale: spec.scale)
        // A watch face's label curves along the bezel in a corner and is not the widget's to draw elsewhere.
        let built = WidgetLabel.place(
            DisplayListBuilder.build(layout, canvas: size), layout: layout, family: spec.family,
            textEngine: textEngine)
        // Where the system shows the widget's background, it shows it on an opaque platter.
        let platter =
            environment.showsWidgetBackground && !spec.family.isAccessory
            ? built.onPlatter(
                SystemColor.systemBackground.resolve(
                    environment.colorScheme, os: environment.os,
                    contrast: environment.colorSchemeContrast))
            : built
        let list = spec.appearance.present(platter, backdrop: try spec.systemBackdrop())
        var prepared = PreparedWidget(layout: layout, displayList: list, spec: spec, pixelScale: try spec.pixelScale())
        prepared.declaresContainerBackground = WidgetContainer.containerBackground(in: body) != nil
        return prepared
    }
}
