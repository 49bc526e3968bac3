import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteFoundation
import WidgetKit

private struct CountEntry: WidgetKit.TimelineEntry {
    let date: Date
    let count: Int
}

/// Entries at 08:00, 09:00 and 10:00 UTC on the default render day; completes on another thread.
private struct HourlyProvider: WidgetKit.TimelineProvider {
    static let start = Date(timeIntervalSince1970: 1_795_420_800)

    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Self.start, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<CountEntry>) -> Void) {
        let entries = (0..<3).map { CountEntry(date: Self.start + Double($0) * 3600, count: $0 + 1) }
        Thread.detachNewThread { completion(WidgetKit.Timeline(entries: entries, policy: .atEnd)) }
    }
}

/// Never calls its completion.
private struct SilentProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<CountEntry>) -> Void) {}
}

/// Returns no entries.
private struct EmptyProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<CountEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [], policy: .never))
    }
}

private struct Counter: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counter", provider: HourlyProvider()) { entry in
            Text("\(entry.count)")
        }
        .contentMarginsDisabled()
    }
}

private struct Silent: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "silent-timeline", provider: SilentProvider()) { Text("\($0.count)") }
            .supportedFamilies([.systemSmall])
    }
}

private struct Empty: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "empty", provider: EmptyProvider()) { Text("\($0.count)") }
    }
}

/// The adapter from a SwiftUI `Widget` to `WidgetDefinition` (Docs/SwiftUI.md §5).
@Suite struct ProviderTests {
    func content(_ definition: WidgetDefinition, at date: Date) throws -> Node {
        try definition.content(WidgetEnvironment(family: .systemSmall, date: date))
    }

    @Test func theEntryInForceAtTheRenderClockIsDrawn() throws {
        let counter = WidgetDefinition(Counter())
        let start = HourlyProvider.start
        // Margins disabled by the configuration reach the container as the core modifier.
        #expect(try content(counter, at: start) == .modified(.words("1"), .contentMarginsDisabled))
        #expect(try content(counter, at: start + 5399) == .modified(.words("2"), .contentMarginsDisabled))
        #expect(try content(counter, at: start + 7200) == .modified(.words("3"), .contentMarginsDisabled))
        // Before the first entry: the first entry.
        #expect(try content(counter, at: start - 60) == .modified(.words("1"), .contentMarginsDisabled))
    }

    @Test func withoutSupportedFamiliesEveryFamilyIsOffered() {
        let counter = WidgetDefinition(Counter())
        #expect(counter.id == "counter" && counter.displayName == "counter")
        #expect(counter.families == Vignette.WidgetFamily.allCases)
        #expect(WidgetDefinition(Silent()).families == [.systemSmall])
    }

    @Test func aProviderThatNeverCompletesIsDrawnFromItsPlaceholderWithAWarningNamingIt() throws {
        // WidgetKit shows the placeholder until a provider delivers entries (Docs/Compatibility.md, twelfth round).
        let silent = WidgetDefinition(Silent(), providerTimeout: 0.2)
        let lines = LockedLines()
        let drawn = try RenderWarnings.$sink.withValue({ lines.add($0) }) { try content(silent, at: .now) }
        #expect(drawn == .modified(.words("0"), .redacted(.placeholder)))
        let expected: String =
            "silent-timeline's provider never delivered its entries (timeline provider 'SilentProvider' did not call "
            + "the completion of getTimeline(in:completion:) within 0.2 s); drawn from its placeholder, as "
            + "WidgetKit shows a widget until its provider completes. Only its #Preview(as:) timeline entries draw "
            + "its content (vignette widgets lists them as moments)"
        #expect(lines.all.first == expected)
        #expect(
            WidgetKitError.providerTimedOut(
                provider: "SilentProvider", call: "getTimeline(in:completion:)",
                seconds: 0.2
            ).description
                == "timeline provider 'SilentProvider' did not call the completion of getTimeline(in:completion:) within 0.2 s"
        )
    }

    @Test func anEmptyTimelineIsAnErrorNamingTheProvider() {
        #expect(throws: WidgetKitError.emptyTimeline(provider: "EmptyProvider", family: "systemSmall")) {
            try content(WidgetDefinition(Empty()), at: .now)
        }
    }
}

/// Shows whether it is drawn redacted, and the count.
private struct CountView: SwiftUI.View {
    let entry: CountEntry
    @SwiftUI.Environment(\.redactionReasons) private var reasons
    var body: some SwiftUI.View { Text("\(entry.count)\(reasons.isEmpty ? "" : " redacted")") }
}

/// A snapshot of 42 for the gallery only; a placeholder of 0.
private struct GalleryProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: .distantPast, count: context.isPreview ? 42 : -1))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<CountEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [CountEntry(date: .distantPast, count: 7)], policy: .never))
    }
}

private struct Gallery: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "gallery", provider: GalleryProvider()) { CountView(entry: $0) }
    }
}

@Suite struct ProviderEntryTests {
    func content(_ entry: ProviderEntry) throws -> Node {
        try WidgetDefinition(Gallery(), entry: entry).content(WidgetEnvironment(family: .systemSmall))
    }

    @Test func eachEntrySourceCallsItsRequirement() throws {
        #expect(try content(.timeline) == .words("7"))
        #expect(try content(.snapshot) == .words("42"))
        // WidgetKit draws the placeholder redacted, and the view can tell.
        #expect(try content(.placeholder) == .modified(.words("0 redacted"), .redacted(.placeholder)))
    }

    @Test func aSilentSnapshotIsDrawnFromThePlaceholderNamingTheCall() throws {
        let lines = LockedLines()
        let drawn = try RenderWarnings.$sink.withValue({ lines.add($0) }) {
            try WidgetDefinition(SilentSnapshot(), entry: .snapshot, providerTimeout: 0.1)
                .content(WidgetEnvironment(family: .systemSmall))
        }
        #expect(drawn == .modified(.words("0"), .redacted(.placeholder)))
        #expect(
            lines.all.first?.contains("did not call the completion of getSnapshot(in:completion:) within 0.1 s") == true
        )
    }
}

/// The lines a render warned, collected across threads.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// A silent provider of its own kind, so no other test has seen it wait out.
private struct SilentSnapshot: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "silent-snapshot", provider: SilentProvider()) { Text("\($0.count)") }
            .supportedFamilies([.systemSmall])
    }
}
