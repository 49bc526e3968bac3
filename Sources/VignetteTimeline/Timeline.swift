import Foundation
import Vignette

/// The entries a provider hands the system in one reload, and when to ask again
/// (WidgetKit's `Timeline`).
public struct Timeline<Entry: TimelineEntry>: Sendable {
    /// Entries in date order; the system shows the latest one whose date has passed.
    public var entries: [Entry]
    /// When the system should ask for the next timeline.
    public var policy: TimelineReloadPolicy

    /// A timeline of `entries`, which it sorts by date.
    public init(entries: [Entry], policy: TimelineReloadPolicy) {
        self.entries = entries.sorted { $0.date < $1.date }
        self.policy = policy
    }

    /// The entry on screen at `date`: the last one at or before it; before the first
    /// entry's date the first one (the system has nothing older from this timeline).
    public func entry(at date: Date) -> Entry? {
        entries.last { $0.date <= date } ?? entries.first
    }

    /// The date the system reloads after, before its own delay; nil for `never`.
    public var reloadDate: Date? {
        switch policy {
        case .atEnd: entries.last?.date
        case .after(let date): date
        case .never: nil
        }
    }
}
