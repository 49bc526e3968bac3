import Foundation
import Vignette

/// A stretch of minutes showing the same content, with the entry on screen when it
/// began: one frame of a filmstrip.
public struct EntrySpan<Entry: TimelineEntry>: Sendable {
    /// Minutes from the scenario's start; the upper bound is exclusive.
    public var minutes: Range<Int>
    /// The entry on screen when the span began.
    public var entry: Entry
    /// The widget's description of the entry.
    public var shows: String
    /// Minutes of the span whose content differs from the ground truth.
    public var wrongMinutes: Int
    /// Of those, the minutes showing the right entry with a text that differs from the ideal
    /// entry's at that minute: a plain string gone stale, which live text would have kept right.
    public var staleTextMinutes: Int
    /// The highest relevance score shown during the span.
    public var score: Double?
}
