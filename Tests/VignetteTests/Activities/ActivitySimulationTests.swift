import Foundation
import Testing
@testable import Vignette

/// Playing an activity's updates against the system's limits: eight hours active, up to four more
/// on the Lock Screen, dismissal policies, stale dates (Docs/LiveActivities.md §4).
@Suite struct ActivitySimulationTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

    let activity = ActivityDefinition(
        id: "delivery", displayName: "Delivery",
        states: [
            ActivityMoment(name: "ordered", date: at(0)),
            ActivityMoment(name: "on-the-way", date: at(20), staleDate: at(50)),
            ActivityMoment(name: "delivered", date: at(60)),
        ]
    ) { _ in ActivityViews(lockScreen: .empty) }

    @Test func withoutAnEndTheSystemEndsItAfterEightHoursAndRemovesItFourHoursLater() throws {
        let story = try activity.simulate(
            ActivityScenario(start: Self.start, updates: [.init(at: Self.start, state: 0)]))
        #expect(story.endedBySystem && story.ended == Self.at(8 * 60) && story.removed == Self.at(12 * 60))
        #expect(story.spans.map(\.inIsland) == [true, false])
        #expect(story.spans.last?.to == Self.at(12 * 60))
        #expect(story.events.map(\.what).last == "removed from the Lock Screen (4 h after the end)")
    }

    @Test func updatesChangeTheContentAndAStaleDateShowsUntilTheNextOne() throws {
        let scenario = ActivityScenario(
            start: Self.start,
            updates: [
                .init(at: Self.at(0), state: 0, source: .app),
                .init(at: Self.at(20), state: 1),
                .init(at: Self.at(70), state: 2),
            ],
            end: .init(at: Self.at(80), dismissal: .immediate))
        let story = try activity.simulate(scenario)
        #expect(story.spans.map(\.state) == [0, 1, 1, 2])
        #expect(story.spans.map(\.isStale) == [false, false, true, false])
        #expect(story.spans.map(\.from) == [Self.at(0), Self.at(20), Self.at(50), Self.at(70)])
        #expect(story.removed == Self.at(80) && !story.endedBySystem)
        #expect(
            story.events.map(\.what) == [
                "started: ordered", "update from a push: on-the-way", "content stale: on-the-way",
                "update from a push: delivered", "ended by the app; gone from the Dynamic Island",
                "removed from the Lock Screen (immediately)",
            ])
    }

    @Test func aDismissalDateIsHeldWithinTheFourHoursAfterTheEnd() throws {
        func removal(_ dismissal: ActivityDismissal) throws -> Date {
            try activity.simulate(
                ActivityScenario(
                    start: Self.start, updates: [.init(at: Self.start, state: 0)],
                    end: .init(at: Self.at(60), state: 2, dismissal: dismissal))
            ).removed
        }
        #expect(try removal(.after(Self.at(75))) == Self.at(75))
        #expect(try removal(.after(Self.at(10 * 60))) == Self.at(60 + 4 * 60))
        #expect(try removal(.after(Self.at(30))) == Self.at(60))
        #expect(try removal(.default) == Self.at(60 + 4 * 60))
        // The end's final content shows on the Lock Screen after the end, out of the island.
        let story = try activity.simulate(
            ActivityScenario(
                start: Self.start, updates: [.init(at: Self.start, state: 0)],
                end: .init(at: Self.at(60), state: 2)))
        #expect(story.spans.last?.state == 2 && story.spans.last?.inIsland == false)
    }

    @Test func updatesAfterTheEndAreIgnoredAndBadStatesAreErrors() throws {
        let story = try activity.simulate(
            ActivityScenario(
                start: Self.start,
                updates: [
                    .init(at: Self.start, state: 0),
                    .init(at: Self.at(90), state: 2),
                ],
                end: .init(at: Self.at(60))))
        #expect(story.spans.allSatisfy { $0.state == 0 })
        #expect(story.events.contains { $0.what == "update ignored, the activity has ended: delivered" })
        #expect(throws: VignetteError.self) {
            try activity.simulate(ActivityScenario(start: Self.start, updates: [.init(at: Self.start, state: 7)]))
        }
    }
}
