import Foundation
import Vignette

/// Supplies a widget's entries (WidgetKit's `TimelineProvider`).
///
/// WidgetKit passes completion handlers; Vignette's methods return directly, because a
/// simulated day calls them synchronously at simulated times (`context.date`).
public protocol TimelineProvider: Sendable {
    /// The entry type the provider's timelines hold.
    associatedtype Entry: TimelineEntry

    /// Shown while the widget first loads, redacted: sample data, no I/O.
    func placeholder(in context: TimelineProviderContext) -> Entry
    /// One entry for the gallery (`context.isPreview`) or a transient display: fast.
    func snapshot(in context: TimelineProviderContext) -> Entry
    /// The entries from `context.date` on and when to reload.
    func timeline(in context: TimelineProviderContext) -> Timeline<Entry>
}
