import Foundation
import Vignette
import VignetteTimeline

/// A provider whose every habit the timeline rules judge can be switched on or off.
struct TestEntry: TimelineEntry {
    var date: Date
    var relevance: TimelineEntryRelevance?
    var text: String
}

struct Habits: Sendable {
    /// Entry dates after "now".
    var offsets: [TimeInterval] = [0, 1800, 3600, 5400]
    var scores: [Double?] = [10, 20, 30, 40]
    /// The reload date for "now" and the seed; by default 2 h later plus a seeded jitter.
    var policy: @Sendable (Date, UInt64) -> TimelineReloadPolicy = { .after($0 + 7200 + Double($1) * 61) }
    var placeholderReads = false
    var previewReads = false
    var keepsLastGood = true
    /// When set, what an entry shows changes every this many seconds (its text names the period).
    var changesEvery: TimeInterval?

    /// The habits as a timeline widget around an app-group store holding "lecture".
    func widget() -> AnyTimelineWidget {
        let habits = self
        @Sendable func make(_ store: AppGroupStore?, _ seed: UInt64) -> TimelineWidget<TestProvider> {
            // One moment on a whole hour, so the probe reads at a fixed instant (not the current time).
            TimelineWidget(
                kind: "test", displayName: "Test", families: [.systemSmall],
                moments: [.init(name: "now", date: LintHarness.date)],
                provider: TestProvider(store: store, seed: seed, habits: habits), describe: { $0.text }
            ) { entry, _ in
                Words(entry.text).node
            }
        }
        return AnyTimelineWidget(make(nil, 1)) { store, scenario in
            try store.write("lecture", forKey: "data")
            return make(store, scenario.seed)
        }
    }
}

struct TestProvider: TimelineProvider {
    var store: AppGroupStore?
    var seed: UInt64
    var habits: Habits
    let lastGood = LastKnownGood<String>()

    func placeholder(in context: TimelineProviderContext) -> TestEntry {
        if habits.placeholderReads { _ = try? read(at: context.date) }
        return TestEntry(date: context.date, text: "sample")
    }

    func snapshot(in context: TimelineProviderContext) -> TestEntry {
        if context.isPreview && !habits.previewReads { return TestEntry(date: context.date, text: "sample") }
        return timeline(in: context).entries[0]
    }

    func timeline(in context: TimelineProviderContext) -> Timeline<TestEntry> {
        let now = context.date
        let value =
            habits.keepsLastGood
            ? try? lastGood.value(reading: { try read(at: now) }, at: now).value : try? read(at: now)
        let entries = zip(habits.offsets, habits.scores).map { offset, score in
            let period =
                habits.changesEvery.map { " #\(Int(((now + offset).timeIntervalSince1970 / $0).rounded(.down)))" } ?? ""
            return TestEntry(
                date: now + offset, relevance: score.map { TimelineEntryRelevance(score: $0) },
                text: (value ?? "unavailable") + period)
        }
        return Timeline(entries: entries, policy: habits.policy(now, seed))
    }

    private func read(at date: Date) throws -> String {
        guard let store else { return "lecture" }
        return try store.read(String.self, forKey: "data", at: date)
    }
}
