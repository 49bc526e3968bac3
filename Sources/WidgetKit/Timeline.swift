import Foundation

/// The entries a provider gives, and when WidgetKit should ask it for more.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When to ask for a new timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` with reload policy `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit asks the provider for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    /// The moment, if the policy names one; `atEnd` and `never` do not.
    package enum Kind: Hashable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    package let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Not before `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}
