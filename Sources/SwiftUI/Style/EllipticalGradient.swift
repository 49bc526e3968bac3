import Foundation
import Vignette

/// A radial gradient stretched to fill the frame it paints, as SwiftUI's `EllipticalGradient`: its
/// centre and radii are in a unit square mapped onto the frame, so the contours are ellipses (a radius
/// of 0.5 reaches the frame's edges). A view and a style (`.fill`, `.foregroundStyle`, `.background`),
/// both the core's elliptical gradient paint (Docs/SwiftUI/Shapes.md).
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// `gradient` from `startRadiusFraction` to `endRadiusFraction` of the frame around `center`.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// `colors` spaced evenly, as above.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `stops`, as above.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The core paint.
    public var _paint: _ShapePaint {
        _ShapePaint(
            .ellipticalGradient(
                gradient.core, center: center, startRadiusFraction: startRadiusFraction,
                endRadiusFraction: endRadiusFraction))
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .fill(_paint.core) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `gradient` on ellipses stretched to the frame, from `startRadiusFraction` to `endRadiusFraction`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `colors` spaced evenly on ellipses stretched to the frame.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `stops` on ellipses stretched to the frame.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
