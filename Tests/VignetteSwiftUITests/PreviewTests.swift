import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit

private struct MoodEntry: WidgetKit.TimelineEntry {
    let date: Date
    let mood: String
}

private struct MoodProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .distantPast, mood: "?") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (MoodEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<MoodEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "mood", provider: MoodProvider()) { Text("Mood: \($0.mood)") }
    }
}

#Preview(as: .systemSmall) {
    MoodWidget()
} timeline: {
    MoodEntry(date: .distantPast, mood: "happy")
    MoodEntry(date: .distantPast, mood: "calm")
    MoodEntry(date: .distantPast, mood: "sleepy")
}

#Preview("Medium mood", as: .systemMedium) {
    MoodWidget()
} timeline: {
    for mood in ["a", "b"] {
        MoodEntry(date: .distantFuture, mood: mood)
    }
}

#Preview {
    Text("Hello")
}

#Preview("Named view") {
    VStack {
        Text("One")
        Text("Two")
    }
}

/// `#Preview` records register without a main() and are listed in file and line order
/// (Docs/SwiftUI.md §10).
@Suite struct PreviewTests {
    private var mine: [RegisteredPreview] {
        Previews.all.filter { $0.fileID.hasSuffix("/PreviewTests.swift") }
    }

    @Test func theSectionHoldsARecordPerPreview() {
        #expect(Previews.recordCount >= 4)
        #expect(mine.count == 4)
    }

    @Test func widgetPreviewsListTheirFamilyWidgetAndEntriesInOrder() throws {
        let widgets = mine.filter { $0.family != nil }
        #expect(widgets.map(\.name) == [nil, "Medium mood"])
        #expect(widgets.map(\.family) == [.systemSmall, .systemMedium])
        #expect(widgets.map(\.widgetTypeName) == ["MoodWidget", "MoodWidget"])
        #expect(widgets[0].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["happy", "calm", "sleepy"])
        #expect(widgets[1].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["a", "b"])
        #expect(widgets[0].makeWidget() is MoodWidget)
        #expect(widgets[0].line < widgets[1].line)
    }

    @Test func viewPreviewsBuildTheirView() throws {
        let views = mine.filter { $0.family == nil }
        #expect(views.map(\.name) == [nil, "Named view"])
        let view = try #require(views[0].makeView())
        #expect(lower(AnyView(view), in: EnvironmentValues(core: WidgetEnvironment(family: .systemSmall))) == .words("Hello"))
    }
}

/// A widget preview's entries render through the widget's content closure, none through the provider.
@Suite struct PreviewRenderTests {
    @Test func eachEntryIsDrawnInThePreviewsFamily() throws {
        let preview = try #require(Previews.widgets.first { $0.fileID.hasSuffix("/PreviewTests.swift") })
        let drawn = try (0..<3).map { index in
            try WidgetDefinition(preview: preview, entryIndex: index).content(WidgetEnvironment(family: .systemSmall))
        }
        #expect(drawn == [.words("Mood: happy"), .words("Mood: calm"), .words("Mood: sleepy")])
        #expect(try WidgetDefinition(preview: preview).families == [.systemSmall])
        #expect(throws: WidgetKitError.previewEntryOutOfRange(index: 3, count: 3)) {
            try WidgetDefinition(preview: preview, entryIndex: 3)
        }
    }
}
