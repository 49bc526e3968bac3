import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `vignette test --package`'s isolated runs, against a stand-in executable (a shell script) whose
/// subjects match, trap and hang: the others are still reported, the culprits by name and source.
@Suite struct TestIsolationTests {
    /// A script answering `test --list-subjects` and `test --widget ID … --out DIR` as the package's executable does.
    func standIn(in folder: TemporaryFolder) throws -> String {
        let results =
            #"{"configuration": "defaults · 1 shard", "images": [{"subject": "Good", "path": "Snapshots/vignette-test/Good/Good_systemSmall_iphone-16-pro-max_ios26_light@3x.png", "family": "systemSmall", "look": "light", "status": "matched", "message": "", "pictures": {}}]}"#
        let script = """
            #!/bin/bash
            if [[ " $* " == *" --list-subjects "* ]]; then
              echo '[{"id":"Good","source":"Good widget"},{"id":"Preview-Crash","source":"SampleWidgets/Crash.swift:12"},{"id":"Preview-Hang","source":"SampleWidgets/Hang.swift:30"}]'
              exit 0
            fi
            out=""; widget=""
            while [ $# -gt 0 ]; do case "$1" in --out) out="$2"; shift;; --widget) widget="$2"; shift;; esac; shift; done
            case "$widget" in
              Good) mkdir -p "$out"; echo '\(results)' > "$out/results.json";;
              Preview-Crash) echo "SampleWidgets/Crash.swift:13: Fatal error: Unexpectedly found nil" >&2; kill -ILL $$;;
              Preview-Hang) exec sleep 30;;
            esac
            """
        let path = folder.path("standin.sh")
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func aTrapAndAHangAreReportedByNameAndTheOthersStillRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let isolation = TestIsolation(
            executable: try standIn(in: folder), environment: [:], arguments: ["--root", folder.path],
            out: folder.url.appendingPathComponent("out"), timeout: 2)
        let subjects = try isolation.subjects(only: [])
        #expect(subjects.map(\.id) == ["Good", "Preview-Crash", "Preview-Hang"])
        let reports = try isolation.run(subjects)
        #expect(reports.images.map(\.subject) == ["Good", "Preview-Crash", "Preview-Hang"])
        #expect(reports.images.map(\.status) == [.matched, .error, .error])
        #expect(
            reports.images[1].message == "Preview-Crash (SampleWidgets/Crash.swift:12) trapped: signal 4 "
                + "(SIGILL, a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range): "
                + "SampleWidgets/Crash.swift:13: Fatal error: Unexpectedly found nil")
        #expect(
            reports.images[2].message
                == "Preview-Hang (SampleWidgets/Hang.swift:30) did not finish within 2 s (--timeout): stopped")
        #expect(reports.exitCode == 2)
        let junit = try String(contentsOf: folder.url.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("could not render Preview-Crash") && junit.contains("could not render Preview-Hang"))
        #expect(try isolation.subjects(only: ["Good"]).map(\.id) == ["Good"])
    }
}
