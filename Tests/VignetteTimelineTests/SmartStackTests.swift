import Foundation
import Testing
import Vignette
import VignetteTimeline

@Suite struct SmartStackTests {
    /// A one-day report of `id` whose score is `score(minute)`.
    func report(_ id: String, _ score: (Int) -> Double?) -> SimulationReport {
        let scores = stride(from: 0, to: 1440, by: 60).map(score)
        let widget = TimelineWidget(
            kind: id, displayName: id, families: [.systemSmall], timeZone: Stub.utc,
            provider: StubProvider { context in
                let entries = scores.indices.map { hour in
                    StubEntry(
                        date: Stub.day + TimeInterval(hour * 3600),
                        relevance: scores[hour].map { .init(score: $0) }, name: "\(hour)")
                }
                return Timeline(entries: entries, policy: .never)
            }, describe: { $0.name }
        ) { _, _ in Words("x").node }
        return TimelineSimulator.run(widget, scenario: Stub.scenario()).report(for: widget)
    }

    @Test func scoresAreRelativeToEachWidgetsOwnMaximum() throws {
        // "big" peaks at 100 but sits at 50 in the afternoon; "small" never passes 10 but is at its best then.
        let big = report("big") { $0 < 720 ? 100 : 50 }
        let small = report("small") { $0 < 720 ? 2 : 10 }
        let stack = try SmartStack.simulate([big, small])
        #expect(stack.minutes[600].top == "big")
        #expect(stack.minutes[800].top == "small")
        #expect(stack.rotations.map(\.to) == ["small"])
        #expect(stack.widgets.map(\.minutesOnTop) == [720, 720])
    }

    @Test func zeroOrNoScoreNeverRotates() throws {
        let first = report("first") { _ in 0 }
        let none = report("none") { _ in nil }
        let stack = try SmartStack.simulate([first, none])
        #expect(stack.rotations.isEmpty)
        #expect(stack.widgets[0].minutesOnTop == 1440)
        #expect(stack.widgets[1].maxScore == nil)
    }

    @Test func tiesKeepTheWidgetOnTop() throws {
        let a = report("a") { $0 < 60 ? 1 : 5 }
        let b = report("b") { _ in 5 }
        let stack = try SmartStack.simulate([a, b])
        // At 00:00 b (1.0) beats a (0.2); from 01:00 both are 1.0, and b stays.
        #expect(stack.rotations.count == 1)
        #expect(stack.minutes[1439].top == "b")
    }
}
