import Foundation
import WidgetKit

/// The entry of a widget whose content does not depend on its data.
struct OneEntry: WidgetKit.TimelineEntry {
    let date: Date
}

/// A provider with one entry, dated in the distant past, that never reloads: for tests of what a
/// configuration or a view does, not of timelines.
struct OneEntryProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> OneEntry { OneEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (OneEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<OneEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
