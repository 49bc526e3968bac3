// Like Apple's WidgetKit, importing WidgetKit alone gives Foundation (Date, Calendar).
@_exported import Foundation
@_exported import VignetteFoundation

/// One state of a widget: the date it applies from, and how relevant it is then.
public protocol TimelineEntry {
    /// When the system may show this entry.
    var date: Date { get }
    /// How relevant the entry is, for Smart Stack rotation; nil by default.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance given.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, and for how long.
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// A score relative to the widget's other entries.
    public let score: Float
    /// How long the score holds; 0 until the next entry.
    public let duration: TimeInterval

    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
