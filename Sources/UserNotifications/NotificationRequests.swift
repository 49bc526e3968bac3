import Foundation
import VignetteFoundation

// A local notification's request, content and trigger, and the centre's `add` and settings: app code a
// widget target compiles schedules notifications with them. Linux has no notification centre, so `add`
// fails naming UserNotifications and the settings say the app was never asked (Docs/Compatibility.md,
// "Frameworks Linux lacks"; https://developer.apple.com/documentation/usernotifications/unusernotificationcenter).

/// The sound of a notification.
public final class UNNotificationSound: @unchecked Sendable {
    /// The sound's name; nil for the system's default sound.
    public let named: String?
    private init(named: String?) { self.named = named }
    /// The system's default notification sound.
    public static let `default` = UNNotificationSound(named: nil)
    /// A sound from the app's bundle.
    public convenience init(named name: String) { self.init(named: Optional(name)) }
}

/// What a notification shows, as posted: read-only, as Apple's.
public class UNNotificationContent: @unchecked Sendable {
    struct Fields {
        var title = "", subtitle = "", body = "", badge: NSNumber? = nil, sound: UNNotificationSound? = nil
        var userInfo: [AnyHashable: Any] = [:], categoryIdentifier = "", threadIdentifier = ""
    }
    var fields = Fields()
    /// The title.
    public var title: String { fields.title }
    /// The subtitle.
    public var subtitle: String { fields.subtitle }
    /// The body.
    public var body: String { fields.body }
    /// The badge number; nil leaves the badge as it is.
    public var badge: NSNumber? { fields.badge }
    /// The sound; nil for none.
    public var sound: UNNotificationSound? { fields.sound }
    /// The app's own values.
    public var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The category's identifier.
    public var categoryIdentifier: String { fields.categoryIdentifier }
    /// The thread the notification is grouped in.
    public var threadIdentifier: String { fields.threadIdentifier }
    /// Empty content.
    public init() {}
}

/// Content the app fills in before posting.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    public override var title: String {
        get { fields.title }
        set { fields.title = newValue }
    }
    /// The subtitle.
    public override var subtitle: String {
        get { fields.subtitle }
        set { fields.subtitle = newValue }
    }
    /// The body.
    public override var body: String {
        get { fields.body }
        set { fields.body = newValue }
    }
    /// The badge number; nil leaves the badge as it is.
    public override var badge: NSNumber? {
        get { fields.badge }
        set { fields.badge = newValue }
    }
    /// The sound; nil for none.
    public override var sound: UNNotificationSound? {
        get { fields.sound }
        set { fields.sound = newValue }
    }
    /// The app's own values.
    public override var userInfo: [AnyHashable: Any] {
        get { fields.userInfo }
        set { fields.userInfo = newValue }
    }
    /// The category's identifier.
    public override var categoryIdentifier: String {
        get { fields.categoryIdentifier }
        set { fields.categoryIdentifier = newValue }
    }
    /// The thread the notification is grouped in.
    public override var threadIdentifier: String {
        get { fields.threadIdentifier }
        set { fields.threadIdentifier = newValue }
    }
}

/// When a notification is delivered.
public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it fires again after firing.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger after an interval, in seconds.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval.
    public let timeInterval: TimeInterval
    /// A trigger firing `timeInterval` seconds after the request is added.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A trigger at dates matching calendar components.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match.
    public let dateComponents: DateComponents
    /// A trigger at the next date matching `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to schedule: its identifier, content and trigger.
public final class UNNotificationRequest: @unchecked Sendable {
    /// The identifier; a request with the same one replaces it.
    public let identifier: String
    /// The content.
    public let content: UNNotificationContent
    /// The trigger; nil delivers at once.
    public let trigger: UNNotificationTrigger?
    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// The app's notification settings.
public final class UNNotificationSettings: @unchecked Sendable {
    /// Whether the app may notify: `.notDetermined` here, no one was ever asked.
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

extension UNUserNotificationCenter {
    /// Schedules `request`: fails naming UserNotifications, as there is no centre to schedule with.
    public func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.add(_:)"))
    }

    /// The app's settings: never asked (`.notDetermined`); the call is recorded as a use of UserNotifications.
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        _ = UnavailableFramework.record("UserNotifications", "UNUserNotificationCenter.getNotificationSettings")
        completionHandler(UNNotificationSettings(authorizationStatus: .notDetermined))
    }
}
