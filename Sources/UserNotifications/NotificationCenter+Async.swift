import Foundation
import VignetteFoundation

// The centre's calls that app code shared with a widget makes in Swift concurrency, and the calls that
// remove everything. Apple's async forms are the completion-handler methods bridged from Objective-C
// ("requestAuthorization(options:) async throws -> Bool", "add(_:) async throws"); Linux has no notification
// centre, so they fail as their completion-handler forms do, and the removals have nothing to remove. Each
// call is recorded as a use of UserNotifications (Docs/Compatibility.md, thirteenth round: joerup/countdown's
// `Clock.scheduleNotifications()`).

extension UNUserNotificationCenter {
    /// Removes every pending request: records the call; there are none.
    /// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removeallpendingnotificationrequests())
    public func removeAllPendingNotificationRequests() {
        _ = UnavailableFramework.record(
            "UserNotifications", "UNUserNotificationCenter.removeAllPendingNotificationRequests()")
    }

    /// Removes every delivered notification: records the call; there are none.
    /// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removealldeliverednotifications())
    public func removeAllDeliveredNotifications() {
        _ = UnavailableFramework.record(
            "UserNotifications", "UNUserNotificationCenter.removeAllDeliveredNotifications()")
    }

    /// Asks for authorization: throws "UserNotifications is not available on Linux:
    /// UNUserNotificationCenter.requestAuthorization did not run", as the completion-handler form fails.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        throw UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.requestAuthorization")
    }

    /// Schedules `request`: throws naming UserNotifications, as the completion-handler form fails.
    public func add(_ request: UNNotificationRequest) async throws {
        throw UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.add(_:)")
    }

    /// The app's settings: never asked (`.notDetermined`), as `getNotificationSettings(completionHandler:)`.
    public func notificationSettings() async -> UNNotificationSettings {
        _ = UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.getNotificationSettings")
        return UNNotificationSettings(authorizationStatus: .notDetermined)
    }
}
