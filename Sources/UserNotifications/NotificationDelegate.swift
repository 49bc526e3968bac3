import Foundation

/// A notification sound's file name (https://developer.apple.com/documentation/usernotifications/unnotificationsoundname).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file name.
    public let rawValue: String
    /// The sound in file `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The sound in file `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UNNotificationSound {
    /// The sound in the app's file `name`.
    public convenience init(named name: UNNotificationSoundName) { self.init(named: name.rawValue) }
}

/// A delivered notification (https://developer.apple.com/documentation/usernotifications/unnotification):
/// none is delivered on Linux, so none is made but by code that makes one.
public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request it came from.
    public let request: UNNotificationRequest

    /// The notification of `request`, delivered at `date`.
    public init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The person's answer to a notification (https://developer.apple.com/documentation/usernotifications/unnotificationresponse).
public final class UNNotificationResponse: @unchecked Sendable {
    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen: `UNNotificationDefaultActionIdentifier` for a tap.
    public let actionIdentifier: String

    /// The answer `actionIdentifier` to `notification`.
    public init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// How a notification shows while the app is in the foreground, Apple's raw values
/// (https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// Apple's raw value.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert (deprecated by Apple for `list` and `banner`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show it in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// What an app implements to handle notifications (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate).
/// Every method is optional, as Apple's; no notification is delivered on Linux, so none is called here.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrived while the app was in the foreground.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The person answered a notification.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing (Apple's behaviour when the delegate does not implement it).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }

    /// Does nothing but complete.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
}
