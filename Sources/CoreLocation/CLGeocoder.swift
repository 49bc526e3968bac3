import Foundation
import VignetteFoundation

/// A place's names: every field nil, since no geocoder finds one on Linux.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The place's location.
    open var location: CLLocation? { nil }
    /// Its name.
    open var name: String? { nil }
    /// Its city.
    open var locality: String? { nil }
    /// Its district within the city.
    open var subLocality: String? { nil }
    /// Its state or province.
    open var administrativeArea: String? { nil }
    /// Its country.
    open var country: String? { nil }
    /// Its ISO country code.
    open var isoCountryCode: String? { nil }
    /// Its postal code.
    open var postalCode: String? { nil }
    /// Its street.
    open var thoroughfare: String? { nil }
    /// Its time zone.
    open var timeZone: TimeZone? { nil }
}

/// Geocoding needs Apple's servers: every request completes with no placemarks and
/// `CLError(.network)`, naming CoreLocation and the call.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// A geocoder.
    public override init() { super.init() }
    /// Whether a request is running: never.
    open var isGeocoding: Bool { false }

    /// Completes at once with no placemarks and the failure.
    open func reverseGeocodeLocation(
        _ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CLError.unavailable("CLGeocoder.reverseGeocodeLocation(_:)", .network))
    }
    /// Throws the failure.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError.unavailable("CLGeocoder.reverseGeocodeLocation(_:)", .network)
    }
    /// Completes at once with no placemarks and the failure.
    open func geocodeAddressString(
        _ address: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CLError.unavailable("CLGeocoder.geocodeAddressString(_:)", .network))
    }
    /// Throws the failure.
    open func geocodeAddressString(_ address: String) async throws -> [CLPlacemark] {
        throw CLError.unavailable("CLGeocoder.geocodeAddressString(_:)", .network)
    }
    /// Does nothing.
    open func cancelGeocode() {}
}
