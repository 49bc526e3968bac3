import Dispatch
import Foundation
import VignetteFoundation

/// A network interface (`NWInterface`): its type and name.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface Apple's Network names.
    public enum InterfaceType: Hashable, Sendable {
        /// A virtual or otherwise unknown interface.
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The local loopback.
        case loopback
    }
    /// The interface's type.
    public let type: InterfaceType
    /// The interface's name ("en0").
    public let name: String
    /// The system's index of the interface.
    public let index: Int
    /// The name.
    public var debugDescription: String { name }
}

/// A network path as a path monitor reports it (`NWPath`).
///
/// On Linux no path is observed, so every path is `.unsatisfied` for `.notAvailable`, with no
/// interfaces: a widget that checks the network draws its offline state, as it does on a device with
/// no connection (Docs/Compatibility.md, "Frameworks Linux lacks").
public struct NWPath: Hashable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can carry connections.
    public enum Status: Hashable, Sendable {
        /// The path is ready for connections.
        case satisfied
        /// No connection can be made: no connectivity, or the system's policy forbids it.
        case unsatisfied
        /// Not satisfied now, but a connection attempt may make it so (a VPN on demand).
        case requiresConnection
    }
    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason given (or the path is satisfied).
        case notAvailable
        /// The user turned off cellular data for the app.
        case cellularDenied
        /// The user turned off Wi-Fi for the app.
        case wifiDenied
        /// The user denied local network access.
        case localNetworkDenied
        /// A required VPN is not active.
        case vpnInactive
    }
    /// The path's status: `.unsatisfied` here.
    public let status: Status
    /// Why it is unsatisfied: `.notAvailable` here.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path may use: none here.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an expensive interface (cellular, a hotspot).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can route IPv4.
    public let supportsIPv4: Bool
    /// Whether the path can route IPv6.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// "unsatisfied (Linux: no network path is observed)".
    public var debugDescription: String { "\(status) (Linux: no network path is observed)" }

    /// The path every monitor reports on Linux.
    static let linux = NWPath(
        status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [], isExpensive: false,
        isConstrained: false, supportsIPv4: false, supportsIPv6: false, supportsDNS: false)
}

/// Apple's `NWPathMonitor`: "an observer that you use to monitor and react to network changes".
///
/// `start(queue:)` records the call (a render warns that the provider reached for Network, which
/// Linux lacks) and delivers the current path — `.unsatisfied`, no interfaces — to `pathUpdateHandler`
/// once on `queue`, as Apple's delivers the path it finds when monitoring starts; no change follows.
/// Found in NetNewsWire's RSWeb (`NetworkMonitor.swift`, Docs/Compatibility.md, tenth round).
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?
    private var cancelled = false

    /// The interface type the monitor requires, if one.
    public let requiredInterfaceType: NWInterface.InterfaceType?
    /// The interface types it leaves out.
    public let prohibitedInterfaceTypes: [NWInterface.InterfaceType]

    /// A monitor of every interface type.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }
    /// A monitor of one interface type.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }
    /// A monitor of every interface type but `prohibitedInterfaceTypes`.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// The handler that receives path updates.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path the monitor sees: `.unsatisfied`, with no interfaces.
    public var currentPath: NWPath { .linux }

    /// The queue path events are delivered on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts monitoring: records the call and delivers the current path to the handler on `queue`; a
    /// monitor already started or cancelled does nothing.
    public func start(queue: DispatchQueue) {
        let (started, handler): (Bool, (@Sendable (NWPath) -> Void)?) = lock.withLock {
            guard startedQueue == nil, !cancelled else { return (false, nil) }
            startedQueue = queue
            return (true, self.handler)
        }
        guard started else { return }
        UnavailableFramework.record("Network", "NWPathMonitor.start(queue:)")
        guard let handler else { return }
        queue.async { handler(.linux) }
    }

    /// Stops monitoring; a cancelled monitor cannot be started again.
    public func cancel() { lock.withLock { cancelled = true } }
}
