import CoreLocation
import Foundation

/// A placemark at a coordinate: real values; its names are nil, as nothing geocodes it.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }
    /// The placemark's location, at its coordinate.
    open override var location: CLLocation? {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

/// A point of interest: its placemark and the name the app gives it (real values).
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Where it is.
    public let placemark: MKPlacemark
    /// Its name, as given.
    open var name: String?
    /// Its phone number, as given.
    open var phoneNumber: String?
    /// Its web site, as given.
    open var url: URL?
    /// Whether it is the device's location: only for `forCurrentLocation()`.
    public let isCurrentLocation: Bool

    /// An item at `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        super.init()
    }

    private init(current: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        super.init()
    }

    /// The device's location: an item whose coordinate is invalid, as no location is known.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(current: ()) }
}
