import Foundation
import VignetteFoundation

/// The calendar and reminders database: on Linux there is none and access is never granted, so
/// requests complete with false and the failure, and searches find nothing — what the API reports
/// without access (Docs/Compatibility.md).
public final class EKEventStore: @unchecked Sendable {
    /// A store.
    public init() {}

    /// The app's access to `entityType`: `.notDetermined`, as before any request.
    public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Completes with false and the failure.
    public func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, UnavailableFramework.record("EventKit", "EKEventStore.requestAccess(to:completion:)"))
    }
    /// Completes with false and the failure.
    public func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(
            false, UnavailableFramework.record("EventKit", "EKEventStore.requestFullAccessToEvents(completion:)"))
    }
    /// Throws the failure.
    public func requestFullAccessToEvents() async throws -> Bool {
        throw UnavailableFramework.record("EventKit", "EKEventStore.requestFullAccessToEvents()")
    }
    /// Throws the failure.
    public func requestFullAccessToReminders() async throws -> Bool {
        throw UnavailableFramework.record("EventKit", "EKEventStore.requestFullAccessToReminders()")
    }
    /// Throws the failure.
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        throw UnavailableFramework.record("EventKit", "EKEventStore.requestAccess(to:)")
    }

    /// The calendars of `entityType`: none, recorded.
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        UnavailableFramework.record("EventKit", "EKEventStore.calendars(for:)")
        return []
    }
    /// Events between the dates in `calendars` (all when nil).
    public func predicateForEvents(
        withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?
    ) -> NSPredicate {
        NSPredicate(value: false)
    }
    /// The events meeting `predicate`: none, recorded.
    public func events(matching predicate: NSPredicate) -> [EKEvent] {
        UnavailableFramework.record("EventKit", "EKEventStore.events(matching:)")
        return []
    }
    /// Incomplete reminders due between the dates.
    public func predicateForIncompleteReminders(
        withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        NSPredicate(value: false)
    }
    /// Reminders in `calendars` (all when nil).
    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    /// Fetches the reminders meeting `predicate`: `completion` gets none, recorded.
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        UnavailableFramework.record("EventKit", "EKEventStore.fetchReminders(matching:completion:)")
        completion(nil)
        return UUID()
    }
}

/// Events or reminders.
public enum EKEntityType: UInt, Sendable {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1
}

/// The app's access to events or reminders, with Apple's raw values.
public enum EKAuthorizationStatus: Int, Sendable {
    /// The app has not asked.
    case notDetermined = 0
    /// Access is restricted.
    case restricted
    /// The user denied access.
    case denied
    /// Full access.
    case fullAccess
    /// Adding events only.
    case writeOnly
    /// Access (before iOS 17).
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// A reminder.
public final class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// Whether it is done.
    public var isCompleted = false
    /// When it is due.
    public var dueDateComponents: DateComponents?
    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }
}
