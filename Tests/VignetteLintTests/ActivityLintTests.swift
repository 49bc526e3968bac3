import Foundation
import Testing
import Vignette
@testable import VignetteLint
import VignetteExamples

/// The Live Activity rules (Docs/LiveActivities.md): each fires on an activity made to break it,
/// with the figures in its message, and the bundled examples pass.
@Suite(.serialized) struct ActivityLintTests {
    static let clock = Date(timeIntervalSince1970: 1_800_000_000)
    let pro = try! DeviceCatalog.standard.device(id: "iphone-16-pro")

    /// An activity with one state (stale 10 minutes after its clock when `staleDate` is set).
    func activity(
        stale: Bool = false, _ views: @escaping @Sendable (ActivityContext) -> ActivityViews
    ) -> ActivityDefinition {
        ActivityDefinition(
            id: "bad", displayName: "Bad",
            states: [
                ActivityMoment(
                    name: "now", date: Self.clock, staleDate: stale ? Self.clock.addingTimeInterval(600) : nil)
            ],
            content: views)
    }

    func findings(
        _ activity: ActivityDefinition, _ rule: ActivityLintRule, presentations: [ActivityPresentation]? = nil
    ) throws -> [LintFinding] {
        var linter = ActivityLinter(devices: [pro])
        linter.rules = [rule]
        linter.presentations = presentations
        return try linter.lint(activity).findings
    }

    @Test func aBannerTallerThan160IsAnError() throws {
        let tall = activity { _ in ActivityViews(lockScreen: Rect().fill(.red).frame(height: 200).node) }
        let found = try findings(tall, ActivityLintRules.overflow, presentations: [.lockScreen])
        #expect(found.count == 1)
        #expect(
            found.first?.message
                == "the lockScreen content needs 200 pt of height; the presentation allows 160 pt and cuts the rest")
        #expect(found.first?.presentation == "lockScreen" && found.first?.appearance == "light")
        #expect(
            try findings(activity { _ in ActivityViews(lockScreen: Words("Fits").node) }, ActivityLintRules.overflow)
                .isEmpty)
    }

    @Test func compactContentWiderThanItsSlotIsAnError() throws {
        let wide = activity { _ in
            ActivityViews(
                lockScreen: .empty, compactLeading: Words("Arriving in 12 minutes").node,
                compactTrailing: Words("12").node)
        }
        let found = try findings(wide, ActivityLintRules.compactTooWide, presentations: [.compact])
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the compactLeading content is ") == true)
        #expect(found.first?.message.hasSuffix("its slot is 52.3 × 36.7 pt, so it is cut") == true)
    }

    @Test func textBelow11PointsIsAnErrorWithItsNode() throws {
        let tiny = activity { _ in ActivityViews(lockScreen: Words("Tiny print").font(.system(size: 9)).node) }
        let found = try findings(tiny, ActivityLintRules.textTooSmall, presentations: [.lockScreen])
        #expect(found.map(\.message) == ["'Tiny print' is set at 9 pt (minimum 11 pt)"])
        #expect(found.first?.node == "words 'Tiny print'" && found.first?.rect != nil)
    }

    @Test func aCompactIslandWithOneEmptySideIsUnbalanced() throws {
        let lopsided = activity { _ in
            ActivityViews(lockScreen: .empty, compactLeading: Disc().fill(.green).frame(width: 20, height: 20).node)
        }
        let found = try findings(lopsided, ActivityLintRules.unbalancedCompact, presentations: [.compact])
        #expect(
            found.map(\.message) == [
                "only the compact leading view draws anything (20 pt); the other side of the camera is empty"
            ])
        let balanced = activity { _ in
            ActivityViews(
                lockScreen: .empty, compactLeading: Disc().fill(.green).frame(width: 20, height: 20).node,
                compactTrailing: Words("2–1").node)
        }
        #expect(try findings(balanced, ActivityLintRules.unbalancedCompact, presentations: [.compact]).isEmpty)
    }

    @Test func viewsThatIgnoreStalenessAreReported() throws {
        let blind = activity(stale: true) { _ in ActivityViews(lockScreen: Words("3 – 1").node) }
        #expect(
            try findings(blind, ActivityLintRules.staleUnhandled).map(\.message)
                == [
                    "the views are the same whether or not the content is stale, so a stale score or time looks current"
                ])
        let aware = activity(stale: true) { context in
            ActivityViews(lockScreen: Words(context.isStale ? "3 – 1 · not updated" : "3 – 1").node)
        }
        #expect(try findings(aware, ActivityLintRules.staleUnhandled).isEmpty)
    }

    @Test func minutesInPlainTextShouldBeTimerText() throws {
        let minutes = activity { _ in ActivityViews(lockScreen: Words("剩 65 分钟").node) }
        let found = try findings(minutes, ActivityLintRules.minuteText, presentations: [.lockScreen])
        #expect(
            found.first?.message
                == "'剩 65 分钟' counts minutes in text that stays as it is until the next update; a timer text counts live"
        )
        let timer = activity { _ in
            ActivityViews(lockScreen: Words(timerInterval: Self.clock...Self.clock.addingTimeInterval(3900)).node)
        }
        #expect(try findings(timer, ActivityLintRules.minuteText, presentations: [.lockScreen]).isEmpty)
    }

    @Test func anIslandWithoutKeylineTintIsReported() throws {
        #expect(
            try findings(activity { _ in ActivityViews(lockScreen: .empty) }, ActivityLintRules.keylineMissing).count
                == 1)
        #expect(
            try findings(
                activity { _ in ActivityViews(lockScreen: .empty, keylineTint: .orange) },
                ActivityLintRules.keylineMissing
            ).isEmpty)
    }

    @Test func theBundledActivitiesHaveNoFindings() throws {
        for example in Examples.activities {
            let result = try ActivityLinter().lint(example)
            #expect(result.findings.isEmpty, "\(example.id): \(result.findings.map(\.description))")
            // Three devices: two with an island (5 presentations) and the 16e (lockScreen, standBy), light and dark.
            #expect(result.renderings == (5 + 5 + 2) * 2 * example.states.count)
        }
    }
}

/// Activity rules fail as widget rules do: through the one `LintRun`.
@Suite struct ActivityLintFailureTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken on purpose" }
    }

    @Test func aRuleThatThrowsIsRenderFailedNamingTheRule() throws {
        let activity = ActivityDefinition(
            id: "plain", displayName: "Plain", states: [ActivityMoment(name: "now", date: ActivityLintTests.clock)]
        ) { _ in ActivityViews(lockScreen: Words("Hi").node) }
        let throwing = ActivityLintRule(
            id: "throws", severity: .warning, scope: .activity, summary: "Throws.", guidance: "None."
        ) { _ in throw Broken() }
        var linter = ActivityLinter(devices: [try DeviceCatalog.standard.device(id: "iphone-16e")])
        linter.rules = [throwing]
        let found = try linter.lint(activity).findings
        #expect(found.map(\.rule) == ["render-failed"])
        #expect(found.first?.message == "rule throws could not run: broken on purpose")
        #expect(found.first?.severity == .error && found.first?.widget == "plain" && found.first?.device == nil)
    }
}
