import Foundation
import Testing
import Vignette
@testable import VignetteSnapshots
@testable import VignetteTesting

/// What a run reports must be that run's truth: the HTML report after a passing run, and
/// the title Swift Testing gives a failed snapshot.
@Suite struct ReportTests {
    static let stem = "sample_systemSmall_iphone-16-pro-max_ios26_light@3x"
    static let red = SampleWidget.make(bar: .rgb(0.9, 0.3, 0.1))

    @Test func aPassingRunReplacesTheReportOfAnEarlierFailingRun() throws {
        let package = try ScratchPackage()
        let report = package.root.appendingPathComponent(".build/vignette-artifacts/index.html")
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_RUN_ID": "first"]))
        let failing = verifySnapshot(
            of: Self.red, families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_RUN_ID": "second"]))
        #expect(failing.failures.count == 1)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("<h1>1 snapshot failure</h1>"))

        let passing = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_RUN_ID": "third"]))
        #expect(passing.failureMessage == nil)
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("<h1>No snapshot failures</h1>"))
        #expect(html.contains("run third · updated "))
        #expect(!html.contains("<section"))
        // The earlier run's pictures and entry went with it.
        #expect(package.files(under: ".build/vignette-artifacts") == ["index.html"])
    }

    @Test func aRunThatNeverFailedWritesNoReport() throws {
        let package = try ScratchPackage()
        for run in ["first", "second"] {
            let outcome = verifySnapshot(
                of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
                environment: package.environment(["VIGNETTE_RUN_ID": run]))
            #expect(outcome.failureMessage == nil)
        }
        #expect(!package.exists(".build/vignette-artifacts"))
    }

    @Test func failuresOfOneRunAddUp() throws {
        let package = try ScratchPackage()
        let environment = package.environment(["VIGNETTE_RUN_ID": "one"])
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall, .systemMedium], location: package.location(),
            environment: environment)
        _ = verifySnapshot(
            of: Self.red, families: [.systemSmall], location: package.location(), environment: environment)
        _ = verifySnapshot(
            of: Self.red, families: [.systemMedium], location: package.location(), environment: environment)
        let html = try String(
            contentsOf: package.root.appendingPathComponent(".build/vignette-artifacts/index.html"), encoding: .utf8)
        #expect(html.contains("<h1>2 snapshot failures</h1>"))
    }

    @Test func aMismatchIsTitledWithTheSnapshotAndWhatDiffers() throws {
        let package = try ScratchPackage()
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        let report = verifySnapshot(
            of: Self.red, families: [.systemSmall], location: package.location(), environment: package.environment())
        let outcome = try #require(report.failures.first)
        let title = try #require(outcome.title)
        #expect(title.hasPrefix("\(Self.stem): "))
        #expect(
            title.contains(" of 280,900 pixels (")
                && title.hasSuffix("%) differ beyond colour threshold 0.1 (allowed: none)"))

        let site = CallSite(fileID: #fileID, filePath: #filePath, line: 7, column: 3)
        withKnownIssue {
            site.report(report)
        } matching: { issue in
            "\(issue.kind)" == "Caught error: \(title)" && issue.comments.map(\.rawValue) == [outcome.message!]
                && issue.sourceLocation?.line == 7
        }
    }

    @Test func titlesNameTheReferenceForEveryKindOfFailure() {
        let path = "Snapshots/G/t/\(Self.stem).png"
        let mode = SnapshotRecordMode.Resolved(mode: .never, source: .continuousIntegration)
        #expect(
            SnapshotError.missingReference(path: path, mode: mode, recordCommand: "x").title
                == "\(Self.stem): no reference, and record mode 'never' writes none")
        #expect(
            SnapshotError.unreadableReference(path: path, reason: "byte 8: cut off", recordCommand: "x").title
                == "\(Self.stem): unreadable reference: byte 8: cut off")
        #expect(
            SnapshotError.failureWithArtifacts(
                .mismatch(path: path, details: ["size differs: a", "b"], environment: [], recordCommand: "x"),
                .artifactsUnwritable(reason: "r")
            ).title
                == "\(Self.stem): size differs: a")
    }
}
