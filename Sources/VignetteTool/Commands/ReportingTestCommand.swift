import ArgumentParser
import Foundation
import VignetteCLI

/// The `vignette` executable's `test`: the check (`TestCommand`) in this process, or with
/// `--package` in the package's executable (`TestPackageRun`), then the JUnit, HTML and Markdown
/// reports written from its `results.json`. A widget bundle's `test` is the check alone, so it
/// does not compile the report writers.
struct ReportingTestCommand: ParsableCommand {
    static let configuration = TestCommand.configuration

    @OptionGroup var check: TestCommand

    func run() throws {
        let out = check.outFolder
        // A check that ends early (a bad vignette.json) writes no results: leave none of an earlier run.
        try? FileManager.default.removeItem(at: out.appendingPathComponent(TestResults.fileName))
        if let package = check.packageOptions.package {
            return try TestPackageRun(command: check, package: package).run()
        }
        do {
            try check.run()
        } catch let exit as ExitCode {
            try Self.writeReports(in: out)
            throw exit
        }
        try Self.writeReports(in: out)
    }

    /// The reports of the results a check wrote into `folder` (none when it wrote none).
    static func writeReports(in folder: URL) throws {
        guard let results = TestResults.read(from: folder) else { return }
        try TestReports(results).write(to: folder)
    }
}
