import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteExamples

/// What every example provider must do with the preview flag and an unreadable store,
/// checked for all five; the per-widget suites check policies, entries and relevance.
@Suite struct ExampleProviderTests {
    @Test func placeholderAndSnapshotHonourThePreviewFlag() throws {
        try ExampleDay.checkPreviews(WeatherWidget.definition.timeZone) { WeatherProvider(store: $0) }
        try ExampleDay.checkPreviews(ActivityWidget.definition.timeZone) { ActivityProvider(store: $0) }
        try ExampleDay.checkPreviews(CalendarAgendaWidget.definition.timeZone) { CalendarAgendaProvider(store: $0) }
        try ExampleDay.checkPreviews(StocksWidget.definition.timeZone) { StocksProvider(store: $0) }
        try ExampleDay.checkPreviews(JokeWidget.definition.timeZone) { JokeProvider(store: $0) }
    }

    @Test func everyExampleHasATimeline() {
        let kinds = Examples.timelines.map(\.kind)
        for id in [
            WeatherWidget.definition.id, ActivityWidget.definition.id, CalendarAgendaWidget.definition.id,
            StocksWidget.definition.id, JokeWidget.definition.id,
        ] {
            #expect(kinds.contains(id), "\(id) missing from Examples.timelines")
        }
    }
}

/// Monday 2026-11-23, the day all the examples' data is written for, in a widget's time zone.
enum ExampleDay {
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 23, in timeZone: TimeZone) -> Date {
        LocalDateTime(year: 2026, month: 11, day: day, hour: hour, minute: minute).date(in: exampleCalendar(timeZone))
    }

    static func context(_ date: Date, _ timeZone: TimeZone, isPreview: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(
            family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: isPreview,
            date: date, timeZone: timeZone)
    }

    /// The widget's default day (its routine) simulated with the given seed.
    static func report(_ widget: AnyTimelineWidget, seed: UInt64 = 1) throws -> SimulationReport {
        try widget.simulate(widget.scenario(day: at(12, in: widget.timeZone), seed: seed)).report
    }

    /// A store that is locked for ever and holds nothing, as on a phone never unlocked since the install.
    static func lockedEmptyStore() throws -> AppGroupStore {
        let store = try AppGroupStore.temporary()
        store.makeUnreadable(during: DateInterval(start: .distantPast, end: .distantFuture))
        return store
    }

    /// The placeholder is sample content; a preview snapshot is sample data without the
    /// store (so a locked store doesn't matter); a real snapshot reads the store and,
    /// with nothing readable or kept, says so and retries in 15 minutes.
    static func checkPreviews<P: TimelineProvider, S>(
        _ timeZone: TimeZone, _ make: (AppGroupStore) -> P,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws
    where P.Entry == ExampleEntry<S> {
        let store = try lockedEmptyStore()
        defer { store.destroy() }
        let provider = make(store)
        let now = at(10, 7, in: timeZone)
        guard case .placeholder = provider.placeholder(in: context(now, timeZone)).content else {
            Issue.record("placeholder is not sample content", sourceLocation: sourceLocation)
            return
        }
        let clock = ContinuousClock()
        var preview: P.Entry?
        let elapsed = clock.measure { preview = provider.snapshot(in: context(now, timeZone, isPreview: true)) }
        #expect(preview?.state != nil, "the preview snapshot should show sample data", sourceLocation: sourceLocation)
        #expect(elapsed < .milliseconds(200), "the preview snapshot took \(elapsed)", sourceLocation: sourceLocation)
        guard case .unavailable = provider.snapshot(in: context(now, timeZone)).content else {
            Issue.record("a snapshot from a locked, empty store should be unavailable", sourceLocation: sourceLocation)
            return
        }
        #expect(
            provider.timeline(in: context(now, timeZone)).policy == .after(now + ExampleTimeline.retryInterval),
            sourceLocation: sourceLocation)
    }
}
