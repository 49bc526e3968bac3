import Foundation
import Vignette

/// What the system tells a provider when it asks for entries (WidgetKit's
/// `TimelineProviderContext`), plus the current time, which a simulation controls.
public struct TimelineProviderContext: Sendable, Hashable {
    /// The family of the widget asking.
    public var family: WidgetFamily
    /// The widget's size in points on the device.
    public var displaySize: CGSize
    /// True in the widget gallery: answer fast, from sample data.
    public var isPreview: Bool
    /// "Now" for the provider; read this rather than `Date()` so a simulated day is repeatable.
    public var date: Date
    /// The time zone of the user's device.
    public var timeZone: TimeZone

    /// A context at `date`; not a preview and in UTC unless told otherwise.
    public init(
        family: WidgetFamily, displaySize: CGSize, isPreview: Bool = false, date: Date,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        self.date = date
        self.timeZone = timeZone
    }

    /// A Gregorian calendar in the context's time zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
