import Foundation
import Vignette

/// How much an entry matters while it is shown, for the Smart Stack (WidgetKit's
/// `TimelineEntryRelevance`).
///
/// Scores are compared only with the same widget's other scores, so a widget should
/// keep one schema all day (the course schedule: 100 in class, 20 within two hours…).
/// A score of 0 means "never rotate to me".
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    /// The weight, compared only with the same widget's other scores; 0 never rotates the widget up.
    public var score: Double
    /// How long the score holds from the entry's date; 0 means until the next entry.
    public var duration: TimeInterval

    /// A score that holds for `duration` seconds from the entry's date, or while the entry is shown when 0.
    public init(score: Double, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
