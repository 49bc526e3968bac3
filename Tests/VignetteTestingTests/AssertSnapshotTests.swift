import Testing
import Vignette
import VignetteExamples
import VignetteTesting

/// `assertSnapshot` from Swift Testing: failures land on the caller's line.
@Suite struct AssertSnapshotTests {
    @Test func aFailureIsReportedAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: SampleWidget.make(), families: [.systemExtraLarge])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
                && issue.comments.map(\.rawValue) == [
                    "cannot render sample: widget 'sample' does not support systemExtraLarge; it supports: systemSmall, systemMedium"
                ]
        }
    }
}
