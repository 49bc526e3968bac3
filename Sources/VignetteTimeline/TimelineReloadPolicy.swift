import Foundation
import Vignette

/// When the system should ask the provider for its next timeline (WidgetKit's
/// `TimelineReloadPolicy`). The system honours it later than asked, never earlier,
/// and only while the daily budget lasts.
public enum TimelineReloadPolicy: Hashable, Sendable {
    /// After the last entry's date: for a sliding window of content.
    case atEnd
    /// After a given date: the next significant event (a class starts, a forecast ages).
    case after(Date)
    /// Only when the app asks (`reloadTimelines(ofKind:)`): for event-driven content.
    case never
}
