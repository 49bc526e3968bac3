import Foundation
import Testing
import Vignette
import VignetteExamples
import VignettePNG
import VignetteTesting

/// Live Activity snapshots: the project's references for the live-match example, and the
/// assertion's own behaviour against a scratch package.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter ActivitySnapshotTests`,
/// look at the new PNGs, commit them.
@Suite struct ActivitySnapshotTests {
    static let iPhone16Pro = try! DeviceCatalog.standard.device(id: "iphone-16-pro")

    /// Every presentation × light/dark × state on a device with a Dynamic Island: 50 references.
    @Test func liveMatch() {
        assertSnapshot(
            of: LiveMatchActivity.definition, presentations: .all, colorSchemes: [.light, .dark],
            devices: [Self.iPhone16Pro], os: .ios26)
    }

    /// The course-schedule's class as an activity, the same way: 50 references.
    @Test func classInProgress() {
        assertSnapshot(
            of: ClassInProgressActivity.definition, presentations: .all, colorSchemes: [.light, .dark],
            devices: [Self.iPhone16Pro], os: .ios26)
    }

    static let bannerPath =
        "Snapshots/WorkflowTests/sample/live-match_lockScreen_iphone-16-pro_ios26_light@3x_kick-off.png"

    @Test func recordsThenMatchesEachPresentationAndState() throws {
        let package = try ScratchPackage()
        let first = verifySnapshot(
            of: LiveMatchActivity.definition, presentations: [.lockScreen, .compact],
            devices: [Self.iPhone16Pro], states: ["kick-off", "full-time"],
            location: package.location(), environment: package.environment())
        #expect(first.failureMessage == nil)
        #expect(first.notes.count == 4)
        #expect(
            first.notes.first == "recorded \(Self.bannerPath) (record mode 'missing'); look at it before committing it")
        #expect(
            package.files(under: "Snapshots/WorkflowTests/sample") == [
                "live-match_compact_iphone-16-pro_ios26_light@3x_full-time.png",
                "live-match_compact_iphone-16-pro_ios26_light@3x_kick-off.png",
                "live-match_lockScreen_iphone-16-pro_ios26_light@3x_full-time.png",
                "live-match_lockScreen_iphone-16-pro_ios26_light@3x_kick-off.png",
            ])
        let banner = try PNGReader.bitmap(contentsOf: package.root.appendingPathComponent(Self.bannerPath))
        #expect(banner.width == 1140)

        let second = verifySnapshot(
            of: LiveMatchActivity.definition, presentations: [.lockScreen, .compact],
            devices: [Self.iPhone16Pro], states: ["kick-off", "full-time"],
            location: package.location(), environment: package.environment(["CI": "true"]))
        #expect(second.failureMessage == nil && second.notes.isEmpty && second.outcomes.count == 4)
    }

    /// Another state drawn under a state's name is a mismatch, reported with the reference's path.
    @Test func aChangedStateFails() throws {
        let package = try ScratchPackage()
        let activity = LiveMatchActivity.definition
        _ = verifySnapshot(
            of: activity, presentations: [.compact], devices: [Self.iPhone16Pro], states: ["kick-off"],
            location: package.location(), environment: package.environment())
        let other = ActivityDefinition(
            id: activity.id, displayName: activity.displayName, timeZone: activity.timeZone,
            states: activity.states
        ) { context in
            var shifted = context
            shifted.stateIndex = 3  // the equaliser's score under the kick-off's name
            shifted.state = activity.states[3]
            return try activity.views(shifted)
        }
        let report = verifySnapshot(
            of: other, presentations: [.compact], devices: [Self.iPhone16Pro], states: ["kick-off"],
            location: package.location(), environment: package.environment())
        let message = try #require(report.failureMessage)
        #expect(
            message.hasPrefix(
                "snapshot does not match Snapshots/WorkflowTests/sample/live-match_compact_iphone-16-pro_ios26_light@3x_kick-off.png"
            ))
    }

    /// Content a presentation would cut fails the assertion instead of recording the cut picture.
    @Test func overflowingContentFailsInsteadOfBeingClipped() throws {
        let package = try ScratchPackage()
        let wide = ActivityDefinition(id: "wide", displayName: "Wide", states: [LiveMatchActivity.definition.states[0]])
        { _ in
            ActivityViews(
                lockScreen: Words("Fine").node, compactLeading: Words("Arriving in 12 minutes").node,
                compactTrailing: Words("12").node)
        }
        let report = verifySnapshot(
            of: wide, presentations: [.compact], devices: [Self.iPhone16Pro],
            location: package.location(), environment: package.environment())
        let message = try #require(report.failureMessage)
        #expect(
            message.contains("invalid compactLeading content '")
                && message.contains("in the compact presentation': expected at most 52.33 × 36.67 pt"))
        #expect(
            !package.exists("Snapshots/WorkflowTests/sample/wide_compact_iphone-16-pro_ios26_light@3x_kick-off.png"))
    }

    @Test func islandPresentationsAreSkippedWithoutAnIsland() throws {
        let package = try ScratchPackage()
        let se = try DeviceCatalog.standard.device(id: "iphone-se-3")
        let both = verifySnapshot(
            of: LiveMatchActivity.definition, devices: [se, Self.iPhone16Pro], states: ["half-time"],
            location: package.location(), environment: package.environment())
        #expect(both.failureMessage == nil && both.notes.count == 2 + 5)
        #expect(
            package.exists(
                "Snapshots/WorkflowTests/sample/live-match_lockScreen_iphone-se-3_ios26_light@2x_half-time.png"))
        #expect(
            !package.exists(
                "Snapshots/WorkflowTests/sample/live-match_compact_iphone-se-3_ios26_light@2x_half-time.png"))

        let none = verifySnapshot(
            of: LiveMatchActivity.definition, presentations: [.compact, .expanded], devices: [se],
            location: package.location(test: "island"), environment: package.environment())
        #expect(
            none.failureMessage
                == "cannot render live-match: nothing to snapshot for 'live-match': compact, expanded are "
                + "Dynamic Island presentations and iphone-se-3 has none; add .lockScreen or a device with a Dynamic Island"
        )
    }

    @Test func unknownStateAndNamedAssertions() throws {
        let package = try ScratchPackage()
        let unknown = verifySnapshot(
            of: LiveMatchActivity.definition, states: ["extra-time"], location: package.location(),
            environment: package.environment())
        #expect(
            unknown.failureMessage == "cannot render live-match: unknown content state of 'live-match' 'extra-time'; "
                + "known: kick-off, first-goal, half-time, equaliser, full-time")
        let named = verifySnapshot(
            of: LiveMatchActivity.definition, presentations: [.minimal], colorSchemes: [.dark],
            states: ["equaliser"], named: "after 67'", location: package.location(),
            environment: package.environment())
        #expect(named.failureMessage == nil)
        #expect(
            package.exists(
                "Snapshots/WorkflowTests/sample/live-match_minimal_iphone-16-pro-max_ios26_dark@3x_equaliser_after-67-.png"
            ))
    }

    /// The assertion reports at the caller's line, like the widget one.
    @Test func aFailureIsReportedAtTheCallersLine() {
        let se = try! DeviceCatalog.standard.device(id: "iphone-se-3")
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: LiveMatchActivity.definition, presentations: [.minimal], devices: [se])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ActivitySnapshotTests.swift"
        }
    }
}
