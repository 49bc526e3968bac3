import Foundation

/// The screen: on Linux the device Vignette renders for is chosen per render, so `main` is an
/// iPhone 16 Pro's (393 × 852 points at 3×), the project's default device (Docs/SwiftUI/UIKit.md).
public final class UIScreen: @unchecked Sendable {
    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The device's screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    /// Pixels per point, as `nativeScale`.
    public var nativeScale: CGFloat { scale }
}

/// The app: widget code calls `open` from shared code; a widget cannot open URLs itself, so this
/// does nothing and reports that it did not open (as the system does for an extension).
///
/// An `NSObject`, as Apple's (through `UIResponder`), so `perform(_:)` with a `Selector` reaches it
/// (Docs/Compatibility.md, "Eleventh round (selector)").
public final class UIApplication: NSObject, @unchecked Sendable {
    /// The one app object.
    public static let shared = UIApplication()

    private override init() { super.init() }

    /// Does not open `url` (a widget cannot) and calls `completion` with false.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// False: nothing can be opened from a render.
    public func canOpenURL(_ url: URL) -> Bool { false }

    // The app's life-cycle notifications, by Apple's names (object: the app, no userInfo). A widget's
    // render is no app's life: they are never posted here.
    /// Posted shortly before the app leaves the background for the foreground: never, here.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app enters the background: never, here.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app becomes active: never, here.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is no longer active: never, here.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the system is low on memory: never, here.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes or the time zone or clock changes: never, here.
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// Keys of `open(_:options:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        /// The raw key.
        public let rawValue: String
        /// A key by its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
