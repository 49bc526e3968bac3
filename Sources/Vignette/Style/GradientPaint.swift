import Foundation

/// A gradient with its geometry relative to the frame it fills: what `Paint.linearGradient`,
/// `.radialGradient` and `.angularGradient` make.
public struct GradientPaint: Hashable, Sendable {
    /// Where the gradient's locations lie in the frame.
    public enum Kind: Hashable, Sendable {
        /// Location 0 at `start`, 1 at `end`, constant across that line.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Location 0 on the circle of `startRadius` points around `center`, 1 on `endRadius`.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Location 0 at `startAngle` around `center`, 1 at `endAngle`, clockwise
        /// (SwiftUI's `AngularGradient`; zero is 3 o'clock).
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
        /// Location 0 on the ellipse of `startRadiusFraction` around `center`, 1 on `endRadiusFraction`,
        /// in a unit square stretched onto the frame (SwiftUI's `EllipticalGradient`: 0.5 reaches its edges).
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    }

    /// The colours and their locations.
    public var gradient: Gradient
    /// Linear, radial or angular, with its geometry in the painted frame.
    public var kind: Kind

    /// A gradient laid out by `kind` over the frame it paints.
    public init(_ gradient: Gradient, kind: Kind) {
        self.gradient = gradient
        self.kind = kind
    }
}
