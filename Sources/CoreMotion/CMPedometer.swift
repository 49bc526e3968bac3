import Foundation
import VignetteFoundation

/// The domain of Core Motion's errors.
public let CMErrorDomain = "CMErrorDomain"

/// A Core Motion error code (Apple's raw values, from 100).
public struct CMError: RawRepresentable, Hashable, Sendable {
    /// The code.
    public let rawValue: UInt32
    /// The code `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// Motion activity is not available on the device: what every Core Motion query reports on Linux.
public let CMErrorMotionActivityNotAvailable = CMError(rawValue: 104)
/// The app is not authorized to use motion activity.
public let CMErrorMotionActivityNotAuthorized = CMError(rawValue: 105)
/// The app lacks the entitlement for motion activity.
public let CMErrorMotionActivityNotEntitled = CMError(rawValue: 106)

/// Whether the app may use motion data.
public enum CMAuthorizationStatus: Int, Sendable {
    /// Apple's statuses and raw values.
    case notDetermined = 0, restricted, denied, authorized
}

/// The failure of `call`, recorded: an `NSError` in `CMErrorDomain` with code 104
/// (`CMErrorMotionActivityNotAvailable`), its description naming CoreMotion and the call.
func motionUnavailable(_ call: String) -> NSError {
    let failure = UnavailableFramework.record("CoreMotion", call)
    return NSError(
        domain: CMErrorDomain, code: Int(CMErrorMotionActivityNotAvailable.rawValue),
        userInfo: [NSLocalizedDescriptionKey: failure.description])
}

/// Walking data over an interval: a real value (only a device's pedometer makes them on iOS).
open class CMPedometerData: NSObject, @unchecked Sendable {
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    /// Steps taken.
    public let numberOfSteps: NSNumber
    /// Metres travelled, when known.
    public let distance: NSNumber?
    /// Floors climbed, when known.
    public let floorsAscended: NSNumber?
    /// Floors descended, when known.
    public let floorsDescended: NSNumber?
    /// Seconds per metre now, when known.
    public let currentPace: NSNumber?
    /// Steps per second now, when known.
    public let currentCadence: NSNumber?
    /// Average seconds per metre while moving, when known.
    public let averageActivePace: NSNumber?

    /// Data with every value given.
    public init(
        startDate: Date, endDate: Date, numberOfSteps: NSNumber, distance: NSNumber? = nil,
        floorsAscended: NSNumber? = nil, floorsDescended: NSNumber? = nil, currentPace: NSNumber? = nil,
        currentCadence: NSNumber? = nil, averageActivePace: NSNumber? = nil
    ) {
        self.startDate = startDate
        self.endDate = endDate
        self.numberOfSteps = numberOfSteps
        self.distance = distance
        self.floorsAscended = floorsAscended
        self.floorsDescended = floorsDescended
        self.currentPace = currentPace
        self.currentCadence = currentCadence
        self.averageActivePace = averageActivePace
        super.init()
    }
}

/// A device's step counter: none on Linux. Every feature reports unavailable, and a query or
/// update handler is called at once with no data and the `CMErrorMotionActivityNotAvailable` error.
open class CMPedometer: NSObject, @unchecked Sendable {
    /// The handler queries and updates call.
    public typealias Handler = (CMPedometerData?, (any Error)?) -> Void

    /// A pedometer.
    public override init() { super.init() }

    /// Whether steps are counted: no.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance is estimated: no.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors are counted: no.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace is estimated: no.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence is estimated: no.
    open class func isCadenceAvailable() -> Bool { false }
    /// Whether pause and resume events are tracked: no.
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// The app's authorization: not determined.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Calls `handler` at once with no data and the failure.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping Handler) {
        handler(nil, motionUnavailable("CMPedometer.queryPedometerData(from:to:withHandler:)"))
    }
    /// Calls `handler` at once with no data and the failure.
    open func startUpdates(from start: Date, withHandler handler: @escaping Handler) {
        handler(nil, motionUnavailable("CMPedometer.startUpdates(from:withHandler:)"))
    }
    /// Does nothing: no updates were started.
    open func stopUpdates() {}
}
