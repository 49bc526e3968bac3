import CoreGraphics
import Foundation

/// A calendar. On Linux the store has none (`EKEventStore.calendars(for:)` is empty), so these are
/// only the values a widget's own code makes or reads.
public final class EKCalendar: @unchecked Sendable {
    /// The calendar's title.
    public var title = ""
    /// The calendar's identifier.
    public let calendarIdentifier = UUID().uuidString
    /// The account the calendar belongs to (iCloud, Exchange, on this device…); as Apple's, nil for a
    /// new calendar until set.
    public var source: EKSource!
    /// The calendar's colour, as Calendar shows it (Apple's `EKCalendar.cgColor`, implicitly
    /// unwrapped as there); nil until set.
    public var cgColor: CGColor!
    /// What kind of calendar it is: `.local` unless set.
    public var type: EKCalendarType = .local
    /// Whether events can be added, changed and deleted.
    public var allowsContentModifications = true
    init() {}
    /// A new calendar for `entityType` in `eventStore` (never saved on Linux).
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// An account that holds calendars (Apple's `EKSource`).
public final class EKSource: @unchecked Sendable {
    // Sources come from the store, which has none on Linux; kept for `EKCalendar.source`'s type.
    /// The account's name ("iCloud", "Gmail").
    public let title: String
    /// What kind of account it is.
    public let sourceType: EKSourceType
    /// The source's identifier.
    public let sourceIdentifier = UUID().uuidString
    init(title: String, sourceType: EKSourceType) {
        self.title = title
        self.sourceType = sourceType
    }
}

/// The kinds of account a source is, with Apple's raw values.
public enum EKSourceType: Int, Sendable {
    /// Apple's six kinds, in its order from 0.
    case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays
}

/// The kinds of calendar, with Apple's raw values.
public enum EKCalendarType: Int, Sendable {
    /// Apple's five kinds, in its order from 0.
    case local = 0, calDAV, exchange, subscription, birthday
}

/// A calendar item: an event or a reminder.
open class EKCalendarItem: @unchecked Sendable {
    /// The item's title.
    public var title: String! = ""
    /// The item's notes.
    public var notes: String?
    /// The item's calendar.
    public var calendar: EKCalendar!
    /// The item's identifier in its calendar.
    public let calendarItemIdentifier = UUID().uuidString
    init() {}
}

/// A calendar event.
public final class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// The event's start.
    public var startDate: Date! = Date(timeIntervalSince1970: 0)
    /// The event's end.
    public var endDate: Date! = Date(timeIntervalSince1970: 0)
    /// Whether it lasts all day.
    public var isAllDay = false
    /// The event's place.
    public var location: String?
    /// The event's identifier: Apple's is nil until the event is saved, and on Linux none is saved.
    public private(set) var eventIdentifier: String!
    /// A new event in `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }
}
