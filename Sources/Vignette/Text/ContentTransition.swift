import Foundation

/// How text changes when the timeline moves to the next entry (SwiftUI's `contentTransition`).
/// Vignette draws the change in `vignette timeline --animate` (`EntryTransition`); a still
/// render is the same for every value.
public enum ContentTransition: String, Hashable, Sendable, CaseIterable {
    /// The system's default: the old text fades out as the new fades in (iOS also blurs them
    /// a little; Vignette does not — Docs/Time.md §6).
    case opacity
    /// No animation: the new text replaces the old at once.
    case identity
    /// Characters that change roll up, the old out at the top and the new in from below;
    /// the others stay (`numericText()`).
    case numericText
    /// As `numericText`, rolling down (`numericText(countsDown: true)`).
    case numericTextCountingDown
}
