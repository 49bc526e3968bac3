import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

private struct ClockEntry: WidgetKit.TimelineEntry {
    let date: Date
}

private struct ClockProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ClockEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<ClockEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "clock", provider: ClockProvider()) {
            Text(verbatim: String(Int($0.date.timeIntervalSince1970)))
        }
    }
}

// As 7III_Meditation's `#Preview(as: .systemSmall) { WidgetExtension() } timeline: { SimpleEntry(date: .now, …) }`.
#Preview(as: .systemSmall) {
    ClockWidget()
} timeline: {
    ClockEntry(date: .now)
}

/// An unbundled widget preview's entries are made at the preview clock, so its references do not change
/// with the day they are drawn (Docs/SwiftUI/Previews.md).
@Suite struct UnbundledPreviewClockTests {
    @Test func entriesWrittenWithNowReadThePreviewClock() throws {
        let previews = WidgetDefinition.unbundledWidgetPreviews(bundled: [], timeZone: TimeZone(identifier: "UTC")!)
            .filter { $0.displayName.hasPrefix("VignetteSwiftUITests/UnbundledPreviewClockTests.swift:") }
        #expect(previews.map(\.id) == ["Preview-ClockWidget-30"])
        let drawn = try #require(previews.first).content(WidgetEnvironment(family: .systemSmall))
        #expect(drawn == .words("1795426860"))
    }
}
