import Foundation

/// Colours at positions along a gradient (SwiftUI's `Gradient`).
///
/// Locations run from 0 (the start point, start radius or start angle) to 1 (the end);
/// between two stops the colour is interpolated, and beyond the first and last stop
/// the end colours continue.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Paint
        /// Where the stop sits, from 0 (start) to 1 (end).
        public var location: Double

        /// A colour at a location in 0…1.
        public init(color: Paint, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in increasing location.
    public var stops: [Stop]

    /// A gradient through explicit stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spaced evenly from 0 to 1 (a single colour fills everything).
    public init(colors: [Paint]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
    }
}
