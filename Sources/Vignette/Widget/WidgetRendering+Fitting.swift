import Foundation

extension WidgetDefinition {
    /// A plain view preview (`fitsContent`) laid out as Xcode's `.sizeThatFits` layout does:
    /// offered the device's screen size, drawn at the size it takes (rounded up to whole pixels),
    /// on the system background of its colour scheme, with no widget container.
    /// Apple: PreviewLayout.sizeThatFits, "Fit the container to the size of the preview when
    /// offered the size of the device that the preview is running on" (Docs/CI.md).
    func prepareFitting(
        _ body: Node, spec widgetSpec: WidgetRenderSpec, environment: WidgetEnvironment, textEngine: TextEngine,
        resources: ResourceResolver
    ) throws -> PreparedWidget {
        let spec = PreviewRenderSpec(widgetSpec)
        try spec.requireAvailableLook()
        let resolved = try resources.resolve(body)
        let size = Layout.fittingSize(
            body, offered: spec.device.screenSize, scale: spec.scale, environment: environment,
            textEngine: textEngine, resources: resolved)
        let layout = Layout.layout(
            body, in: size, environment: environment, textEngine: textEngine, resources: resolved
        )
        .snapped(toScale: spec.scale)
        var list = DisplayListBuilder.build(layout, canvas: size)
        let background = SystemColor.systemBackground.resolve(
            environment.colorScheme, os: environment.os,
            contrast: environment.colorSchemeContrast)
        list.items.insert(.fill(Path(rect: CGRect(origin: .zero, size: size)), .color(background)), at: 0)
        return PreparedWidget(layout: layout, displayList: list, spec: widgetSpec, pixelScale: spec.scale)
    }
}

extension Layout {
    /// The size `node` takes when its host offers `offered` points, rounded up to whole pixels
    /// at `scale` (at least one pixel each way): a preview's `.sizeThatFits` canvas.
    public static func fittingSize(
        _ node: Node, offered: CGSize, scale: CGFloat, environment: WidgetEnvironment,
        textEngine: TextEngine, resources: ResolvedResources = .symbolsOnly
    ) -> CGSize {
        let tree = LayoutTree(root: node, environment: environment, resources: resources)
        let engine = LayoutEngine(tree: tree, textEngine: textEngine, host: CGRect(origin: .zero, size: offered))
        let size = engine.size(0, Proposal(offered))
        func pixels(_ length: CGFloat) -> CGFloat { max(1, (min(length, 100_000) * scale).rounded(.up)) / scale }
        return CGSize(width: pixels(size.width), height: pixels(size.height))
    }
}

extension WidgetDefinition {
    /// A plain view preview prepared for `spec`: the widget path's `prepare`, under the nominal family.
    ///
    /// - Throws: `VignetteError.invalidValue` when this definition is not a preview (`fitsContent`), and what
    ///   `prepare(_:textEngine:resources:)` throws.
    public func prepare(
        _ spec: PreviewRenderSpec, textEngine: TextEngine, resources: ResourceResolver
    ) throws -> PreparedWidget {
        guard fitsContent else {
            throw VignetteError.invalidValue(
                name: "preview", value: id, expected: "a plain view preview (a definition with fitsContent)")
        }
        return try prepare(spec.widgetSpec, textEngine: textEngine, resources: resources)
    }
}
