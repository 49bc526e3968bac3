import Foundation

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double
/// A distance, in metres.
public typealias CLLocationDistance = Double
/// An accuracy, in metres.
public typealias CLLocationAccuracy = Double
/// A speed, in metres per second.
public typealias CLLocationSpeed = Double
/// A direction, in degrees from true north.
public typealias CLLocationDirection = Double

/// A latitude and longitude on the WGS 84 reference frame: a real value, as Apple's.
/// Like Apple's it is neither Equatable nor Codable, so code that adds those conformances compiles.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative: south).
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (negative: west).
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate at `latitude`, `longitude`.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether `coordinate` lies within ±90° of latitude and ±180° of longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The invalid coordinate Apple uses for "no coordinate": (−180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A measured position: a real value; only the location services that would measure one fail.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in metres; negative when invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in metres; negative when invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// When it was measured.
    public let timestamp: Date
    /// Metres per second; −1 when unknown.
    public let speed: CLLocationSpeed
    /// Degrees from true north the device moves to; −1 when unknown.
    public let course: CLLocationDirection

    /// A location at `latitude`, `longitude`, measured now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with every measured value given.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1,
        timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The great-circle distance to `location`, in metres (haversine on a sphere of the Earth's mean
    /// radius, 6 371 008.8 m; Apple does not document its model, so expect metres of difference).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let φ1 = coordinate.latitude * radians, φ2 = location.coordinate.latitude * radians
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_008.8 * asin(min(1, a.squareRoot()))
    }
}
