import Foundation
import VignetteFoundation

// Watch Connectivity on Linux: no Apple Watch is paired with the machine a widget is drawn on, so the session
// behaves as Apple documents it for a device that cannot pair with one: `isSupported()` is false ("For all
// other devices, this method returns false to indicate that you cannot use the classes and methods of this
// framework", https://developer.apple.com/documentation/watchconnectivity/wcsession/issupported()). Code that
// asks first, as Apple says to, never goes further; code that does not finds a session that never activates,
// is not paired and not reachable, and whose sends fail with `WCError.Code.sessionNotSupported` ("the current
// device doesn't support the use of session objects"); each such call is recorded, naming Watch Connectivity
// (Docs/Compatibility.md, "Frameworks Linux lacks"). brianellis1997/Pomodoro's `WatchConnectivityManager` is one.

/// The error domain of Watch Connectivity.
public let WCErrorDomain = "WCErrorDomain"

/// A Watch Connectivity error.
public struct WCError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Its codes: the raw values of `WCErrorCode` in WCError.h.
    public enum Code: Int, Sendable {
        /// An unknown problem.
        case genericError = 7001
        /// The device does not support sessions: every session call on Linux.
        case sessionNotSupported = 7002
        /// No delegate was set before activation.
        case sessionMissingDelegate = 7003
        /// The session is not activated.
        case sessionNotActivated = 7004
        /// No watch is paired.
        case deviceNotPaired = 7005
        /// The watch app is not installed.
        case watchAppNotInstalled = 7006
        /// The counterpart is not reachable.
        case notReachable = 7007
    }
    /// The code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// "WCErrorDomain 7002 (sessionNotSupported)".
    public var description: String { "\(WCErrorDomain) \(code.rawValue) (\(code))" }
}

/// How far a session got with activation.
public enum WCSessionActivationState: Int, Sendable {
    /// Not activated: always, on Linux.
    case notActivated = 0
    /// Was active, no longer is.
    case inactive = 1
    /// Active.
    case activated = 2
}

/// What a session tells its owner. On Linux nothing is ever delivered: the session never activates.
public protocol WCSessionDelegate: NSObjectProtocol {
    /// Activation finished.
    func session(
        _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session became inactive (the user switched watches).
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated.
    func sessionDidDeactivate(_ session: WCSession)
}

extension WCSessionDelegate {
    /// Reachability changed: never, on Linux.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// The paired watch's state changed: never, on Linux.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// A message arrived: never, on Linux.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// A message that wants a reply arrived: never, on Linux.
    public func session(
        _ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void
    ) {}
    /// A new application context arrived: never, on Linux.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// User info arrived: never, on Linux.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

/// The session between an iPhone app and its watch app: unsupported on Linux, as on a device that cannot pair.
open class WCSession: NSObject, @unchecked Sendable {
    /// Whether this device can use a session: false, as on a device with no watch to pair.
    open class func isSupported() -> Bool { false }

    /// The one session of the process.
    public static let `default` = WCSession()

    /// Who is told of the session's events (never called on Linux).
    open weak var delegate: (any WCSessionDelegate)?
    /// Not activated: activation cannot succeed without a watch.
    open var activationState: WCSessionActivationState { .notActivated }
    /// Whether a watch is paired: no.
    open var isPaired: Bool { false }
    /// Whether the watch app is installed: no.
    open var isWatchAppInstalled: Bool { false }
    /// Whether a complication is on the watch face: no.
    open var isComplicationEnabled: Bool { false }
    /// Whether the counterpart can be messaged now: no.
    open var isReachable: Bool { false }
    /// The context last sent: what `updateApplicationContext(_:)` was never able to send, so empty.
    open var applicationContext: [String: Any] { [:] }
    /// The context last received: none.
    open var receivedApplicationContext: [String: Any] { [:] }

    /// Records the call; the session stays `.notActivated` and the delegate is not called.
    open func activate() {
        UnavailableFramework.record("WatchConnectivity", "WCSession.activate()")
    }

    /// Records the call and calls `errorHandler` with `.sessionNotSupported`; nothing is sent.
    open func sendMessage(
        _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        UnavailableFramework.record("WatchConnectivity", "WCSession.sendMessage(_:replyHandler:errorHandler:)")
        errorHandler?(WCError(.sessionNotSupported))
    }

    /// Records the call and throws `.sessionNotSupported`; nothing is sent.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        UnavailableFramework.record("WatchConnectivity", "WCSession.updateApplicationContext(_:)")
        throw WCError(.sessionNotSupported)
    }

    /// Records the call; nothing is queued.
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) {
        UnavailableFramework.record("WatchConnectivity", "WCSession.transferUserInfo(_:)")
    }
}
