import Foundation
import Testing
@testable import VignetteCLI
import VignetteSnapshots

/// `vignette snapshots prune`: references the last run did not produce.
@Suite struct PruneTests {
    @Test func listsThenDeletesWhatTheLastRunDidNotProduce() throws {
        let package = try ScratchPackage()
        let widget = SampleWidget.make()
        _ = verifySnapshot(
            of: widget, families: [.systemSmall, .systemMedium], location: package.location(),
            environment: package.environment(["VIGNETTE_RUN_ID": "run-a"]))
        // A later run in which the test only asks for the small family, plus a stray file.
        _ = verifySnapshot(
            of: widget, families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_RUN_ID": "run-b"]))
        let stray = package.root.appendingPathComponent("Snapshots/OldTests/gone/old.png")
        try FileManager.default.createDirectory(
            at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1]).write(to: stray)

        let plan = try SnapshotPruning(packageRoot: package.root)
        #expect(plan.run == "run-b")
        #expect(
            plan.produced == ["Snapshots/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.png"])
        #expect(
            plan.orphans == [
                "Snapshots/OldTests/gone/old.png",
                "Snapshots/WorkflowTests/sample/sample_systemMedium_iphone-16-pro-max_ios26_light@3x.png",
            ])
        let listing = SnapshotsPruneCommand.output(plan, deleting: false)
        #expect(
            listing.split(separator: "\n").dropFirst().joined(separator: "\n") == """
                2 references no test produced:
                  Snapshots/OldTests/gone/old.png
                  Snapshots/WorkflowTests/sample/sample_systemMedium_iphone-16-pro-max_ios26_light@3x.png
                dry run: nothing deleted; run 'vignette snapshots prune --delete' to remove them
                """)
        #expect(listing.hasPrefix("last test run: run-b ("))
        #expect(package.exists("Snapshots/OldTests/gone/old.png"))

        try plan.delete()
        #expect(!package.exists("Snapshots/OldTests"))
        #expect(
            package.files(under: "Snapshots") == [
                "ENVIRONMENT.json", "WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.png",
            ])
        #expect(
            SnapshotsPruneCommand.output(try SnapshotPruning(packageRoot: package.root), deleting: false).hasSuffix(
                "no unused references under Snapshots/\n"))
    }

    @Test func withoutARecordedRunItSaysWhatToDo() throws {
        let package = try ScratchPackage()
        #expect(
            throws: SnapshotError.noRunRecorded(
                folder: package.root.appendingPathComponent(".build/vignette-snapshots/runs").path)
        ) {
            try SnapshotPruning(packageRoot: package.root)
        }
    }
}
