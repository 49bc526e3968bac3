import Foundation
import Vignette
import VignetteTimeline

/// An entry that only has a date, a score and a name.
struct StubEntry: TimelineEntry {
    var date: Date
    var relevance: TimelineEntryRelevance?
    var name: String
}

/// A provider whose timeline is a closure of the context: for testing the simulator's rules.
struct StubProvider: TimelineProvider {
    var make: @Sendable (TimelineProviderContext) -> Timeline<StubEntry>

    func placeholder(in context: TimelineProviderContext) -> StubEntry {
        StubEntry(date: context.date, name: "placeholder")
    }
    func snapshot(in context: TimelineProviderContext) -> StubEntry { placeholder(in: context) }
    func timeline(in context: TimelineProviderContext) -> Timeline<StubEntry> { make(context) }
}

enum Stub {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-23 00:00 UTC.
    static let day = Date(timeIntervalSince1970: 1_795_392_000)

    static func widget(
        _ make: @escaping @Sendable (TimelineProviderContext) -> Timeline<StubEntry>
    ) -> TimelineWidget<StubProvider> {
        TimelineWidget(
            kind: "stub", displayName: "Stub", families: [.systemSmall], timeZone: utc,
            provider: StubProvider(make: make), describe: { $0.name }
        ) { _, _ in Words("stub").node }
    }

    static func scenario(days: Int = 1, seed: UInt64 = 1, appReloads: [AppReloadRequest] = []) -> SimulationScenario {
        SimulationScenario(start: day, days: days, timeZone: utc, seed: seed, appReloads: appReloads)
    }

    static func at(_ hour: Int, _ minute: Int = 0) -> Date {
        day.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }
}
