import Foundation
import SwiftUI
import Testing
import Vignette
@testable import VignetteCLI
import VignetteSnapshots
import WidgetKit

/// Hands its timeline back on the main queue, as many providers do.
private struct MainQueueProvider: WidgetKit.TimelineProvider {
    struct Entry: WidgetKit.TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        DispatchQueue.main.async { completion(Entry(date: .now)) }
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<Entry>) -> Void) {
        DispatchQueue.main.async { completion(WidgetKit.Timeline(entries: [Entry(date: .now)], policy: .never)) }
    }
}

private struct MainQueueWidget: WidgetKit.Widget {
    var body: some WidgetKit.WidgetConfiguration {
        WidgetKit.StaticConfiguration(kind: "main-queue", provider: MainQueueProvider()) { _ in Text("entry") }
            .supportedFamilies([.systemSmall])
    }
}

// Renders started inside a block of the main queue off the main thread — an `async` program's main actor, a
// `@MainActor` test, which after `dispatchMain()` another thread drains — must not wait for themselves: bodies lower
// in place there, and `vignette test`'s units are checked on that thread, one after another (Docs/SwiftUI.md §1,
// "The main actor"). Each case runs with a deadline, so a hang fails the test instead of stopping the run.

/// A view whose body lowers another view itself, as a body that renders a nested tree does: a second hop to the
/// main actor from inside one.
private struct Nesting: View {
    var body: some View {
        let inner = Lowering.node(Label("inner", systemImage: "star").labelStyle(StackedLabelStyle()))
        _ = inner
        return Text("outer")
    }
}

@Suite struct MainQueueRenderTests {
    /// Runs `work` in a block of the main queue and says whether it finished within `seconds`.
    static func finishesOnTheMainQueue(within seconds: Double = 60, _ work: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            work()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    @Test func aBodyAndANestedHopLowerInABlockOfTheMainQueue() {
        let finished = Self.finishesOnTheMainQueue {
            #expect(MainActorStylesTests.lines(Nesting()) == ["outer"])
            #expect(
                MainActorStylesTests.lines(Label("Rain", systemImage: "cloud").labelStyle(StackedLabelStyle())) == [
                    "Rain", "main",
                ])
        }
        #expect(finished)
    }

    /// `vignette test`'s run of SwiftUI units, started on the main actor of an `async` program: before, the units
    /// went to worker threads that waited for the main actor while it waited for them.
    @Test func vignetteTestsRunStartedOnTheMainQueueFinishes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-queue-run-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = try TestRun(
            catalog: WidgetCatalog(name: "none", definitions: []), configuration: .load(folder: folder),
            packageRoot: folder, only: [])
        run.units = (0..<4).map { index in
            TestRun.Unit(subject: "unit\(index)", locale: "en", paths: ["unit\(index).png"]) { _, _ in
                let lines = MainActorStylesTests.lines(Toggle(isOn: true, intent: EmptyIntent()) { Text("\(index)") })
                return SnapshotReport(outcomes: [.matched(path: "unit\(index).png \(lines.joined())")])
            }
        }
        let checked = run
        let finished = Self.finishesOnTheMainQueue {
            let images = checked.check(
                shard: .all, environment: [:], jobs: 4, pictures: folder, progress: { _, _, _ in })
            #expect(images.count == 4)
        }
        #expect(finished)
    }

    /// A provider completing on the main queue cannot complete while the render holds it: the warning says so and
    /// how to render instead, rather than only that the provider was slow.
    @Test func aProviderBlockedByTheHeldMainQueueIsNamedAsSuch() {
        let widget = WidgetDefinition(MainQueueWidget(), providerTimeout: 0.3)
        let lines = LockedLines()
        let finished = Self.finishesOnTheMainQueue {
            _ = RenderWarnings.$sink.withValue({ lines.add($0) }) {
                try? widget.content(WidgetEnvironment(family: .systemSmall))
            }
        }
        #expect(finished)
        #expect(
            lines.all.first?.contains(
                "within 0.3 s while the render held the main queue (a @MainActor test or an async program's main actor)"
            )
                == true, "\(lines.all)")
        // Off the main queue the same provider completes, as on iOS.
        #expect(throws: Never.self) { try widget.content(WidgetEnvironment(family: .systemSmall)) }
    }
}
