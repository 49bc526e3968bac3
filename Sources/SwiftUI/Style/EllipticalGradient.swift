import Foundation
import Vignette

/// A radial gradient stretched to fill the view's frame, as SwiftUI's `EllipticalGradient`: its centre
/// and radii are in a unit square mapped onto the frame, so the contours are ellipses (a radius of 0.5
/// reaches the frame's edges). Lowers to the core's radial gradient, filled in a square as wide as the
/// frame and drawn stretched to its height (a size reader, a frame, a scale: Docs/SwiftUI/Shapes.md).
/// It is a view; as a `ShapeStyle` (`.fill(EllipticalGradient(…))`) it does not compile.
public struct EllipticalGradient: View, PrimitiveView, Sendable {
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

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let gradient = gradient.core, center = center, start = startRadiusFraction, end = endRadiusFraction
        return SizeReader { size in
            let side = size.width
            if side > 0, size.height > 0 {
                Node.modified(
                    Node.fill(
                        .radialGradient(gradient, center: center, startRadius: start * side, endRadius: end * side)
                    )
                    .frame(width: side, height: side),
                    .scale(x: 1, y: size.height / side, anchor: .top))
            }
        }.node
    }
}
