@_exported import CoreLocation
import Foundation

/// The width and height of a map region, in degrees.
public struct MKCoordinateSpan: Sendable {
    /// North to south, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// East to west, in degrees.
    public var longitudeDelta: CLLocationDegrees
    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map, around a centre: a real value.
public struct MKCoordinateRegion: Sendable {
    /// The middle of the region.
    public var center: CLLocationCoordinate2D
    /// How far it extends.
    public var span: MKCoordinateSpan
    /// An empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    /// The region of `span` around `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`: metres turned
    /// into degrees on a sphere of the WGS 84 equatorial radius (111 319.49 m a degree of latitude;
    /// a degree of longitude shrinks with the cosine of the latitude).
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = 2 * Double.pi * 6_378_137 / 360
        let shrink = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: longitudinalMeters / (metresPerDegree * shrink)))
    }
}

/// How a map is drawn.
public enum MKMapType: UInt, Sendable {
    /// Apple's types and raw values.
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
