import Foundation
import Testing
import Vignette
import VignetteTesting
@testable import VignetteSnapshots

/// Reading-order references: recorded, matched, failed with the lines that changed, re-recorded;
/// and `assertAccessibilitySnapshot` reporting at the caller's line.
@Suite struct AccessibilitySnapshotTests {
    static let path =
        "Snapshots/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.accessibility.txt"

    /// A widget reading `first` then `second`.
    static func widget(_ first: String, _ second: String = "Tuesday") -> WidgetDefinition {
        WidgetDefinition(id: "sample", displayName: "Sample", families: [.systemSmall, .systemMedium]) { _ in
            Column(alignment: .leading, spacing: 4) {
                Words(first).font(.headline).accessibilityAddTraits(.isHeader)
                Row {
                    Symbol("star")
                    Words(second)
                }.accessibilityElement(children: .combine)
                Symbol("clock").accessibilityHidden()
            }
            .node
        }
    }

    @Test func recordsThenMatchesThenNamesTheChangedLines() throws {
        let package = try ScratchPackage()
        let first = verifyAccessibilitySnapshot(
            of: Self.widget("Gym"), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        #expect(first.failureMessage == nil)
        #expect(first.notes == ["recorded \(Self.path) (record mode 'missing'); look at it before committing it"])
        let recorded = try String(contentsOf: package.root.appendingPathComponent(Self.path), encoding: .utf8)
        #expect(
            recorded == """
                "Gym" [isHeader, isStaticText]
                "star, Tuesday" [isStaticText]

                """)

        let same = verifyAccessibilitySnapshot(
            of: Self.widget("Gym"), families: [.systemSmall], location: package.location(),
            environment: package.environment(["CI": "true"]))
        guard case .matched(let path) = try #require(same.outcomes.first) else {
            Issue.record("expected a match, got \(same.outcomes)")
            return
        }
        #expect(path == Self.path)

        let changed = verifyAccessibilitySnapshot(
            of: Self.widget("Pool"), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        let actual =
            ".build/vignette-artifacts/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.actual.accessibility.txt"
        #expect(
            changed.failureMessage == """
                VoiceOver reading order does not match \(Self.path) (- reference, + now):
                  - "Gym" [isHeader, isStaticText]
                  + "Pool" [isHeader, isStaticText]
                  actual: \(actual)
                  to accept the new reading order: VIGNETTE_RECORD=failed swift test --filter sample
                """)
        #expect(
            changed.outcomes.first?.title
                == "sample_systemSmall_iphone-16-pro-max_ios26_light@3x: reading order differs in 2 lines")
        #expect(
            try String(contentsOf: package.root.appendingPathComponent(actual), encoding: .utf8).hasPrefix("\"Pool\""))
        // The reference is untouched until a record mode says otherwise.
        #expect(try String(contentsOf: package.root.appendingPathComponent(Self.path), encoding: .utf8) == recorded)

        let rerecorded = verifyAccessibilitySnapshot(
            of: Self.widget("Pool"), families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_RECORD": "failed"]))
        #expect(
            rerecorded.notes == ["re-recorded \(Self.path) (record mode 'failed'); look at it before committing it"])
        #expect(
            try String(contentsOf: package.root.appendingPathComponent(Self.path), encoding: .utf8).hasPrefix(
                "\"Pool\""))
    }

    @Test func onCIAMissingReferenceFailsAndEachSizeHasItsOwn() throws {
        let package = try ScratchPackage()
        let missing = verifyAccessibilitySnapshot(
            of: Self.widget("Gym"), families: [.systemSmall], location: package.location(),
            environment: package.environment(["CI": "true"]))
        #expect(
            missing.failureMessage == """
                no reference at \(Self.path) (CI is set, so the record mode is 'never').
                Record it on a developer machine and commit it: VIGNETTE_RECORD=missing swift test --filter sample
                """)
        let sizes = verifyAccessibilitySnapshot(
            of: Self.widget("Gym"), families: [.systemMedium],
            accessibility: .sizes([.large, .accessibility3]), location: package.location(),
            environment: package.environment())
        #expect(sizes.failureMessage == nil)
        #expect(
            package.exists(
                "Snapshots/WorkflowTests/sample/sample_systemMedium_iphone-16-pro-max_ios26_light@3x.accessibility.txt")
        )
        #expect(
            package.exists(
                "Snapshots/WorkflowTests/sample/sample_systemMedium_iphone-16-pro-max_ios26_light@3x_accessibility3.accessibility.txt"
            ))
    }

    @Test func theDifferenceListsRemovedLinesBeforeAddedOnes() {
        #expect(LineDifference.lines(from: "a\nb\nc\n", to: "a\nx\nc\ny\n") == ["- b", "+ x", "+ y"])
        #expect(LineDifference.lines(from: "a\n", to: "a\n") == [])
    }

    @Test func aFailureIsReportedAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            assertAccessibilitySnapshot(of: Self.widget("Gym"), families: [.systemExtraLarge])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AccessibilitySnapshotTests.swift"
                && issue.comments.map(\.rawValue) == [
                    "cannot render sample: widget 'sample' does not support systemExtraLarge; it supports: systemSmall, systemMedium"
                ]
        }
    }
}
