import Foundation
import VignetteFoundation

/// Core Location's error. On Linux there is no location service: a request fails with
/// `.locationUnknown` ("unable to obtain a location value right now") and a description naming
/// the call (Docs/Compatibility.md, "Frameworks Linux lacks").
public struct CLError: UnavailableFrameworkError, Hashable, Sendable {
    /// Core Location's error codes, with Apple's raw values.
    public enum Code: Int, Hashable, Sendable {
        /// Each of Apple's codes, in Apple's order from 0.
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
            regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult,
            geocodeFoundPartialResult, geocodeCanceled
    }
    /// The error's code.
    public let code: Code
    /// The call that failed, as `UnavailableFramework` recorded it.
    public let failure: UnavailableFramework.Failure

    /// Whether the widget's code made this error (`CLError(.denied)`) rather than a call that did not run.
    private let madeByCaller: Bool

    private init(code: Code, failure: UnavailableFramework.Failure, madeByCaller: Bool) {
        self.code = code
        self.failure = failure
        self.madeByCaller = madeByCaller
    }

    /// An error of `code`, as a location fetcher makes one to throw (`throw CLError(.denied)`): Apple's
    /// `init(_:userInfo:)` of an error code type. Nothing is recorded as a call into Core Location.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(
            code: code, failure: UnavailableFramework.Failure(use: .init(framework: "CoreLocation", call: "CLError")),
            madeByCaller: true)
    }

    /// The failure of `call` with `code`, recorded.
    package static func unavailable(_ call: String, _ code: Code = .locationUnknown) -> CLError {
        CLError(code: code, failure: UnavailableFramework.record("CoreLocation", call), madeByCaller: false)
    }

    /// For an error the widget made, Foundation's text for an error code with no description
    /// ("The operation couldn’t be completed. (kCLErrorDomain error 1.)"); else the recorded failure's,
    /// naming Core Location and the call.
    public var description: String {
        madeByCaller
            ? "The operation couldn’t be completed. (\(kCLErrorDomain) error \(code.rawValue).)" : failure.description
    }
}

/// Core Location's error domain: `CLError`s bridge to `NSError`s of this domain and their code's raw value.
public let kCLErrorDomain = "kCLErrorDomain"

extension CLError: CustomNSError {
    /// `kCLErrorDomain`, as `(error as NSError).domain` reads it.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's raw value (`.denied` is 1).
    public var errorCode: Int { code.rawValue }
    /// The description, so `localizedDescription` still names the framework and the call (or gives
    /// Foundation's text for an error the widget made).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// Apple's statuses and raw values.
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// What a location manager tells its delegate; every method has an empty default, as Apple's are optional.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations arrived (never on Linux).
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Location services: none on Linux. The manager has no location, its authorization is not
/// determined (denied once requested), and a location request tells the delegate at once that it
/// failed, naming CoreLocation.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// Whom the manager tells about locations and failures.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for, in metres (kept as given).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far the device must move before an update, in metres (kept as given).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The most recent location: none.
    open var location: CLLocation? { nil }
    /// The app's authorization: not determined until a request is answered, then denied.
    open private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined
    /// Whether a widget may update its location: no.
    open var isAuthorizedForWidgetUpdates: Bool { false }

    /// A manager.
    public override init() { super.init() }

    /// Whether location services are on: no.
    open class func locationServicesEnabled() -> Bool { false }
    /// The app's authorization: not determined.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Answers the request at once as a declined prompt: records it, the status becomes `.denied` and
    /// the delegate is told (`locationManagerDidChangeAuthorization`), as iOS tells it once the user chose.
    open func requestWhenInUseAuthorization() { answer("CLLocationManager.requestWhenInUseAuthorization()") }
    /// Answers the request at once as declined, as `requestWhenInUseAuthorization()` does.
    open func requestAlwaysAuthorization() { answer("CLLocationManager.requestAlwaysAuthorization()") }

    private func answer(_ call: String) {
        UnavailableFramework.record("CoreLocation", call)
        guard authorizationStatus == .notDetermined else { return }
        authorizationStatus = .denied
        delegate?.locationManagerDidChangeAuthorization(self)
    }
    /// Tells the delegate at once that no location could be obtained.
    open func requestLocation() { fail("CLLocationManager.requestLocation()") }
    /// Tells the delegate at once that no location could be obtained.
    open func startUpdatingLocation() { fail("CLLocationManager.startUpdatingLocation()") }
    /// Does nothing: no updates were started.
    open func stopUpdatingLocation() {}
    /// Tells the delegate at once that no location could be obtained.
    open func startMonitoringSignificantLocationChanges() {
        fail("CLLocationManager.startMonitoringSignificantLocationChanges()")
    }
    /// Does nothing.
    open func stopMonitoringSignificantLocationChanges() {}

    private func fail(_ call: String) {
        delegate?.locationManager(self, didFailWithError: CLError.unavailable(call))
    }
}

/// The best accuracy the device offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accuracy to about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every movement updates.
public let kCLDistanceFilterNone: CLLocationDistance = -1
