import Foundation
import Vignette

/// One state of a widget and the moment it should appear (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry: Sendable {
    /// When the system should start showing this entry.
    var date: Date { get }
    /// The entry's weight in the Smart Stack; nil when the widget gives none.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// None by default, so a Smart Stack never rotates to the widget for this entry.
    public var relevance: TimelineEntryRelevance? { nil }
}
