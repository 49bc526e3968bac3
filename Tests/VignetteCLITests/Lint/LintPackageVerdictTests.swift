import ArgumentParser
import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `vignette lint --package` with findings at error level: the widget executable exits 1, a
/// verdict, so its report and pictures reach --out and the status is passed on (Docs/Lint.md §5).
@Suite struct LintPackageVerdictTests {
    @Test func lintsErrorsPublishTheReportAndExitOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("FakeWidgets")
        try """
        #!/bin/sh
        while [ "$1" != "--out" ]; do shift; done
        echo '{"errors": 1}' > "$2/lint.json"
        echo "StepsWidget on iphone-6 at now" >&2
        exit 1
        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let out = folder.appendingPathComponent("out").path
        let run = PackageRun(
            build: PackageBuild(folder: folder, product: "FakeWidgets"),
            arguments: ["lint", "--format", "json", "--out", out], outputFolder: out)
        #expect(throws: ExitCode(1)) { try run.execute(script) }
        let written = try String(contentsOfFile: out + "/lint.json", encoding: .utf8)
        #expect(written == "{\"errors\": 1}\n")
    }

    /// A lint that fails (a bad configuration) is still an error naming what went wrong.
    @Test func aFailingLintIsStillAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("FakeWidgets")
        try "#!/bin/sh\necho \"Error: lint configuration x.json is not JSON\" >&2\nexit 1\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let run = PackageRun(
            build: PackageBuild(folder: folder, product: "FakeWidgets"), arguments: ["lint"], outputFolder: nil)
        #expect { try run.execute(script) } throws: { "\($0)".contains("lint configuration x.json is not JSON") }
    }
}
