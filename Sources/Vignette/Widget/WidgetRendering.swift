import Foundation

/// A widget laid out and ready to paint: the second and third stages of the pipeline.
public struct PreparedWidget: Sendable {
    /// Frames in points, snapped to the pixel grid of the render scale.
    public var layout: LayoutResult
    public var displayList: DisplayList
    public var spec: WidgetRenderSpec
}

extension WidgetDefinition {
    /// Builds the content for `spec`, wraps it in the widget container, lays it out and
    /// turns it into a display list.
    ///
    /// - Throws: `VignetteError.unsupportedFamily` for a family the widget does not support,
    ///   `.familyUnavailable` for one the device does not offer, or what the content throws.
    public func prepare(_ spec: WidgetRenderSpec, textEngine: TextEngine) throws -> PreparedWidget {
        guard families.contains(spec.family) else {
            throw VignetteError.unsupportedFamily(widget: id, family: spec.family.rawValue,
                                                  supported: families.map(\.rawValue))
        }
        let size = try spec.widgetSize()
        let environment = spec.environment
        let container = WidgetContainer(family: spec.family, size: size, cornerRadius: spec.device.widgetCornerRadius)
        let root = container.wrap(try content(environment), environment: environment)
        let layout = Layout.layout(root, in: size, environment: environment, textEngine: textEngine)
            .snapped(toScale: spec.scale)
        return PreparedWidget(layout: layout, displayList: DisplayListBuilder.build(layout, canvas: size), spec: spec)
    }
}
