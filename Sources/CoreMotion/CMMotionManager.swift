import Foundation
import VignetteFoundation

/// An acceleration along three axes, in g.
public struct CMAcceleration: Sendable {
    /// Along x, y and z.
    public var x: Double, y: Double, z: Double
    /// An acceleration of `x`, `y`, `z`.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// One accelerometer sample: a real value.
open class CMAccelerometerData: NSObject, @unchecked Sendable {
    /// The acceleration measured.
    public let acceleration: CMAcceleration
    /// A sample of `acceleration`.
    public init(acceleration: CMAcceleration) {
        self.acceleration = acceleration
        super.init()
    }
}

/// The device's motion sensors: none on Linux. Every sensor reports unavailable, has no data, and a
/// start is recorded (naming CoreMotion) and delivers nothing, as on a device without the sensor.
open class CMMotionManager: NSObject, @unchecked Sendable {
    /// How often accelerometer updates come, in seconds (kept as given).
    open var accelerometerUpdateInterval: TimeInterval = 0.1
    /// How often device-motion updates come, in seconds (kept as given).
    open var deviceMotionUpdateInterval: TimeInterval = 0.1
    /// Whether there is an accelerometer: no.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether there is a gyroscope: no.
    open var isGyroAvailable: Bool { false }
    /// Whether there is a magnetometer: no.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether device motion is available: no.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether accelerometer updates are running: no.
    open var isAccelerometerActive: Bool { false }
    /// Whether device-motion updates are running: no.
    open var isDeviceMotionActive: Bool { false }
    /// The latest accelerometer sample: none.
    open var accelerometerData: CMAccelerometerData? { nil }

    /// A manager.
    public override init() { super.init() }

    /// Records the call; no sample ever comes.
    open func startAccelerometerUpdates() {
        UnavailableFramework.record("CoreMotion", "CMMotionManager.startAccelerometerUpdates()")
    }
    /// Records the call; `handler` is never called, as no sample comes.
    open func startAccelerometerUpdates(
        to queue: OperationQueue, withHandler handler: @escaping (CMAccelerometerData?, (any Error)?) -> Void
    ) {
        UnavailableFramework.record("CoreMotion", "CMMotionManager.startAccelerometerUpdates(to:withHandler:)")
    }
    /// Records the call; no motion ever comes.
    open func startDeviceMotionUpdates() {
        UnavailableFramework.record("CoreMotion", "CMMotionManager.startDeviceMotionUpdates()")
    }
    /// Does nothing.
    open func stopAccelerometerUpdates() {}
    /// Does nothing.
    open func stopDeviceMotionUpdates() {}
}
