import Foundation

/// Gradients as paints, with SwiftUI's `ShapeStyle` spellings. They fill shapes, strokes
/// and text (`foregroundStyle`), spanning the frame of what they paint.
extension Paint {
    /// Colours along the line from `startPoint` to `endPoint`, constant across it.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> Paint {
        .gradient(GradientPaint(gradient, kind: .linear(start: startPoint, end: endPoint)))
    }

    /// Colours spaced evenly along the line from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Paint], startPoint: UnitPoint, endPoint: UnitPoint) -> Paint {
        linearGradient(Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Colours at explicit stops along the line from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> Paint {
        linearGradient(Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Circles around `center`: the first colour inside `startRadius`, the last beyond `endRadius` (points).
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint = .center,
        startRadius: CGFloat, endRadius: CGFloat
    ) -> Paint {
        .gradient(
            GradientPaint(gradient, kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }

    /// Colours spaced evenly on circles from `startRadius` to `endRadius` points around `center`.
    public static func radialGradient(
        colors: [Paint], center: UnitPoint = .center,
        startRadius: CGFloat, endRadius: CGFloat
    ) -> Paint {
        radialGradient(Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Ellipses around `center` stretched to the frame, from `startRadiusFraction` to `endRadiusFraction`
    /// of its size (SwiftUI's `EllipticalGradient`).
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center,
        startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> Paint {
        .gradient(
            GradientPaint(
                gradient,
                kind: .elliptical(
                    center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)))
    }

    /// Colours swept clockwise around `center` from `startAngle` to `endAngle` (a full turn by default).
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint = .center,
        startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) -> Paint {
        .gradient(GradientPaint(gradient, kind: .angular(center: center, startAngle: startAngle, endAngle: endAngle)))
    }

    /// Colours spaced evenly clockwise around `center` from `startAngle` to `endAngle`.
    public static func angularGradient(
        colors: [Paint], center: UnitPoint = .center,
        startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
    ) -> Paint {
        angularGradient(Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// SwiftUI's `AngularGradient` with a full turn starting at `angle` (`conicGradient`).
    public static func conicGradient(colors: [Paint], center: UnitPoint = .center, angle: Angle = .zero) -> Paint {
        angularGradient(colors: colors, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
}
