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

#Preview("From the provider", as: .systemLarge, widget: { MoodWidget() }, timelineProvider: { MoodProvider() })

private struct ToneIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Tone"
    @Parameter(title: "Tone", default: "neutral") var tone: String
}

private struct ToneProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .distantPast, mood: "?") }
    func snapshot(for configuration: ToneIntent, in context: Context) async -> MoodEntry { placeholder(in: context) }
    func timeline(for configuration: ToneIntent, in context: Context) async -> WidgetKit.Timeline<MoodEntry> {
        WidgetKit.Timeline(
            entries: [
                MoodEntry(date: .distantPast, mood: configuration.tone),
                MoodEntry(date: .distantFuture, mood: configuration.tone + " later"),
            ], policy: .never)
    }
}

private struct ToneWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "tone", intent: ToneIntent.self, provider: ToneProvider()) { Text($0.mood) }
    }
}

private extension ToneIntent {
    static var cheerful: ToneIntent {
        let intent = ToneIntent()
        intent.tone = "cheerful"
        return intent
    }
}

#Preview(as: .systemSmall, using: ToneIntent.cheerful, widget: { ToneWidget() }, timelineProvider: { ToneProvider() })

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
/// (Docs/SwiftUI/Previews.md).
@Suite struct PreviewTests {
    private var mine: [RegisteredPreview] {
        Previews.all.filter { $0.fileID.hasSuffix("/PreviewTests.swift") }
    }

    @Test func theSectionHoldsARecordPerPreview() {
        #expect(Previews.recordCount >= 6)
        #expect(mine.count == 6)
    }

    @Test func widgetPreviewsListTheirFamilyWidgetAndEntriesInOrder() throws {
        let widgets = mine.filter { $0.family != nil }
        #expect(widgets.map(\.name) == [nil, "Medium mood", "From the provider", nil])
        #expect(widgets.map(\.family) == [.systemSmall, .systemMedium, .systemLarge, .systemSmall])
        #expect(widgets.map(\.widgetTypeName) == ["MoodWidget", "MoodWidget", "MoodWidget", "ToneWidget"])
        #expect(widgets[0].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["happy", "calm", "sleepy"])
        #expect(widgets[1].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["a", "b"])
        #expect(widgets[0].makeWidget() is MoodWidget)
        #expect(widgets[0].line < widgets[1].line)
        // From a provider: its timeline; with an intent: the timeline for that intent.
        #expect(widgets[2].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["?"])
        #expect(widgets[3].entries.compactMap { ($0 as? MoodEntry)?.mood } == ["cheerful", "cheerful later"])
        #expect((widgets[3].intent as? ToneIntent)?.tone == "cheerful")
        #expect(widgets[0].intent == nil)
    }

    @Test func viewPreviewsBuildTheirView() throws {
        let views = mine.filter { $0.family == nil }
        #expect(views.map(\.name) == [nil, "Named view"])
        let view = try #require(views[0].makeView())
        #expect(
            lower(AnyView(view), in: EnvironmentValues(core: WidgetEnvironment(family: .systemSmall)))
                == .words("Hello"))
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

    @Test func previewsOfWidgetsTheBundleLeavesOutAreDefinitionsOfTheirOwn() throws {
        // As Xcode's canvas draws `#Preview(as:) { W() }` whether or not the bundle lists W
        // (nilsmango/7III_Meditation's home-screen widget, Docs/SwiftUI/Previews.md).
        func mine(_ bundled: Set<String>) -> [WidgetDefinition] {
            WidgetDefinition.unbundledWidgetPreviews(bundled: bundled, timeZone: TimeZone(identifier: "UTC")!)
                .filter { $0.displayName.hasPrefix("VignetteSwiftUITests/PreviewTests.swift:") }
        }
        let left = mine(["ToneWidget"])
        #expect(
            left.map(\.id) == [
                "Preview-MoodWidget-29-1", "Preview-MoodWidget-29-2", "Preview-MoodWidget-29-3",
                "Preview-MoodWidget-Medium-mood-1", "Preview-MoodWidget-Medium-mood-2",
                "Preview-MoodWidget-From-the-provider",
            ])
        #expect(
            left.map(\.families) == [
                [.systemSmall], [.systemSmall], [.systemSmall], [.systemMedium], [.systemMedium], [.systemLarge],
            ])
        #expect(try left[1].content(WidgetEnvironment(family: .systemSmall)) == .words("Mood: calm"))
        #expect(left[0].displayName == "VignetteSwiftUITests/PreviewTests.swift:29")
        #expect(mine(["MoodWidget", "ToneWidget"]).isEmpty)
    }
}
