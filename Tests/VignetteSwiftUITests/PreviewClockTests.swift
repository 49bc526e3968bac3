import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

private struct TickEntry: WidgetKit.TimelineEntry {
    let date: Date
}

private struct TickProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<TickEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tick", provider: TickProvider()) { Text($0.date, style: .time) }
    }
}

// Written as Xcode's template writes a preview timeline: from `.now`.
#Preview(as: .systemSmall) {
    TickWidget()
} timeline: {
    TickEntry(date: .now)
    TickEntry(date: Date().addingTimeInterval(60))
}

/// A preview's `.now` is one fixed time, so its moments and their file names are the same on
/// every run (Docs/Time.md, "`Date()` in widget code").
@Suite struct PreviewClockTests {
    @Test func previewEntriesWrittenFromNowAreDatedAtThePreviewClock() {
        var description = TickWidget().body._description
        description.typeName = "TickWidget"  // as a bundle names its members
        let definition = WidgetDefinition(
            description: description, timeZone: TimeZone(identifier: "UTC")!, providerTimeout: 10)
        let nineFortyOne = Date(timeIntervalSince1970: 1_795_426_860)  // 2026-11-23 09:41 UTC
        #expect(definition.moments.map(\.date) == [nineFortyOne, nineFortyOne + 60])
    }
}
