import Foundation

/// The device: what widget code asks of it. Since iOS 16 `name` is the generic model name ("iPhone")
/// for apps without the user-assigned-name entitlement, so a render answers as any iPhone does.
public final class UIDevice: @unchecked Sendable {
    /// The device the code runs on.
    public static let current = UIDevice()

    /// "iPhone": the model's name, as iOS 16 and later report it to apps.
    public let name = "iPhone"
    /// "iPhone".
    public let model = "iPhone"
    /// "iPhone".
    public let localizedModel = "iPhone"
    /// "iOS".
    public let systemName = "iOS"
    /// "26.0": the iOS version Vignette draws by default (a provider runs once for every `--os`).
    public let systemVersion = "26.0"
    /// `.phone`.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// `.portrait`: widgets are drawn upright.
    public let orientation = UIDeviceOrientation.portrait
    /// Nil, as before the device is first unlocked: a render has no vendor.
    public let identifierForVendor: UUID? = nil
    /// −1: the battery level is unknown while monitoring is off, as UIKit reports it.
    public let batteryLevel: Float = -1
    /// `.unknown`, as while monitoring is off.
    public let batteryState = BatteryState.unknown
    /// Off; turning it on changes nothing here.
    public var isBatteryMonitoringEnabled = false

    private init() {}

    /// The battery's charging state.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring off).
        case unknown, unplugged, charging, full
    }
}

/// The kind of interface: a widget here is always drawn for an iPhone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// A TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
