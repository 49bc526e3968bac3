import Foundation

/// A gradient with resolved colours and its geometry in points.
///
/// Stops are sorted by location. Outside the first and last location the end colours
/// continue (linear and radial pad; an angular gradient's gap between its end and start
/// angles splits halfway between the two end colours).
public struct ResolvedGradient: Hashable, Sendable {
    /// The gradient's geometry in points.
    public enum Kind: Hashable, Sendable {
        /// Location 0 at `start`, 1 at `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Location 0 on the circle of `startRadius` around `center`, 1 on `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Angles in radians, clockwise from 3 o'clock; `endAngle` > `startAngle`.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
        /// Location 0 on the ellipse with radii `startRadius` × `scale` around `center`, 1 on `endRadius` × `scale`.
        case elliptical(center: CGPoint, scale: CGSize, startRadius: CGFloat, endRadius: CGFloat)
    }

    /// A resolved colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour, resolved for the colour scheme.
        public var color: RGBA
        /// Where the stop sits, 0 (start) to 1 (end).
        public var location: Double

        /// A colour at a location.
        public init(color: RGBA, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Linear, radial or angular, in points.
    public var kind: Kind
    /// The stops, sorted by location.
    public var stops: [Stop]

    /// A gradient; stops are sorted by location, keeping the written order of equal ones.
    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        // A stable sort keeps the written order of stops at the same location (a hard edge).
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// The colour at `location`, interpolated in straight sRGB between the stops around it.
    public func color(at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
