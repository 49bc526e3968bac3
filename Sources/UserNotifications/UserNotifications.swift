import Foundation
import VignetteFoundation

// The names of UserNotifications that widget and shared code mention. A widget never posts or
// receives notifications, and Linux has no notification centre: the centre's calls fail, recorded as
// a use of UserNotifications (Docs/Compatibility.md).

/// The action identifier of a notification opened by a tap.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a notification dismissed.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, authorized, provisional, ephemeral }

/// The app's notification centre: on Linux, nothing is delivered.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private init() {}
    /// The app's centre.
    public static func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }

    /// Removes delivered notifications: records the call; there are none.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        UnavailableFramework.record(
            "UserNotifications", "UNUserNotificationCenter.removeDeliveredNotifications(withIdentifiers:)")
    }

    /// Removes pending requests: records the call; there are none.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        UnavailableFramework.record(
            "UserNotifications", "UNUserNotificationCenter.removePendingNotificationRequests(withIdentifiers:)")
    }

    /// Fails the request for authorization.
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        completionHandler(
            false, UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.requestAuthorization"))
    }
}

/// What the app asks to be allowed.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Badges.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
}
