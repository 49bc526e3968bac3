import Foundation

/// Colours at positions along a gradient (SwiftUI's `Gradient`).
///
/// Locations run from 0 (the start point, start radius or start angle) to 1 (the end);
/// between two stops the colour is interpolated, and beyond the first and last stop
/// the end colours continue.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Paint
        public var location: Double

        public init(color: Paint, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spaced evenly from 0 to 1 (a single colour fills everything).
    public init(colors: [Paint]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }
}
