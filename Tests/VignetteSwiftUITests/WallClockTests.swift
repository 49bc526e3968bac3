import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteTimeline
import WidgetKit

private struct NowEntry: WidgetKit.TimelineEntry {
    let date: Date
}

/// Dates its only entry by `Date()`, as Xcode's widget template does, on another thread.
private struct NowProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> NowEntry { NowEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (NowEntry) -> Void) {
        completion(NowEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<NowEntry>) -> Void) {
        Thread.detachNewThread {
            let now = Date()
            let entries = (0..<3).map { NowEntry(date: now + Double($0) * 3600) }
            completion(WidgetKit.Timeline(entries: entries, policy: .atEnd))
        }
    }
}

/// Shows the entry's date and the view's own `Date.now`, in seconds since 1970.
private struct Clocks: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "clocks", provider: NowProvider()) { entry in
            Text(verbatim: "\(Int(entry.date.timeIntervalSince1970)) \(Int(Date.now.timeIntervalSince1970))")
        }
    }
}

/// While Vignette runs a widget's own code, `Date()` reads the render clock (Docs/Time.md,
/// "Date() in widget code"), so a render of a widget that dates by `Date()` is the same every run.
@Suite struct WallClockTests {
    func shown(at date: Date) throws -> Node {
        try WidgetDefinition(Clocks()).content(WidgetEnvironment(family: .systemSmall, date: date))
    }

    @Test func theProviderAndTheViewReadTheRenderClock() throws {
        let monday = Date(timeIntervalSince1970: 1_795_426_860)
        #expect(try shown(at: monday) == .words("1795426860 1795426860"))
        // Another render clock, another time; the same one, the same node.
        #expect(try shown(at: monday + 90) == .words("1795426950 1795426950"))
        #expect(try shown(at: monday) == shown(at: monday))
    }

    @Test func outsideARenderTheClockIsReal() throws {
        _ = try shown(at: .distantPast)
        // Not frozen at this render's clock any more. The freeze is process-wide, so a test
        // rendering on another thread at this moment may hold it at its own clock (2026): only
        // this render's year 1 is excluded for certain.
        #expect(Date() > Date(timeIntervalSince1970: 1_700_000_000))
    }

    /// Timeouts and durations use the monotonic clocks, which keep running.
    @Test func monotonicClocksKeepRunningWhileFrozen() throws {
        let epoch = Date(timeIntervalSince1970: 1_000)
        let elapsed = WallClock.frozen(at: epoch) { () -> (Double, Date) in
            let start = DispatchTime.now()
            Thread.sleep(forTimeInterval: 0.02)
            return (Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9, Date())
        }
        #expect(elapsed.0 >= 0.019)
        #expect(elapsed.1 == epoch)
    }

    @Test func freezesNestAndRestoreTheOuterOne() {
        let outer = Date(timeIntervalSince1970: 1_000), inner = Date(timeIntervalSince1970: 2_000)
        let seen = WallClock.frozen(at: outer) {
            [Date(), WallClock.frozen(at: inner) { Date() }, Date()]
        }
        #expect(seen == [outer, inner, outer])
    }

    /// The timeline simulator calls the provider at each simulated reload: its `Date()` entries fall
    /// on the simulated day, an hour apart.
    @Test func aSimulatedReloadReadsTheSimulatedTime() throws {
        let widget = try #require(
            AnyTimelineWidget(
                Clocks().body._description, id: "clocks", timeZone: TimeZone(identifier: "UTC")!,
                timeout: 10))
        let midnight = Date(timeIntervalSince1970: 1_795_392_000)  // 2026-11-23 00:00 UTC
        let result = try widget.simulate(widget.scenario(day: midnight))
        let dates = result.frames.map { $0.entryDate }
        #expect(!dates.isEmpty)
        #expect(dates.allSatisfy { $0 >= midnight && $0 < midnight + 86_400 }, "\(dates)")
        // The first reload is at the scenario's start: entries at 00:00, 01:00, 02:00.
        #expect(Array(dates.prefix(3)) == [midnight, midnight + 3600, midnight + 7200])
    }
}
