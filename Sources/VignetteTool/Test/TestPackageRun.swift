import ArgumentParser
import Foundation
import VignetteCLI

/// `vignette test --package DIR`: builds the package's widget executable, then runs `test` in
/// it (its catalogue is the package's), writes the reports of what it found and passes its exit status on. When the executable dies of
/// a signal (a widget that traps) or runs past `--timeout`, each subject is run again alone
/// (`TestIsolation`) so the others are still checked and the culprit is reported by name.
struct TestPackageRun {
    let command: TestCommand
    let package: String

    func run() throws {
        let build = try PackageBuild(path: package, target: command.packageOptions.target)
        try build.build()
        let root = command.root.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? build.folder.path
        let out =
            command.out.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/.build/vignette-test"
        var common = ["--root", root, "--jobs", "\(command.jobs)"]
        if let record = command.record { common += ["--record", record] }
        if let shard = command.shard { common += ["--shard", shard] }
        if command.sampling.sampleStates { common.append("--sample-states") }
        // The command a mismatch message tells to run to accept it.
        let environment = build.runEnvironment.merging(["VIGNETTE_TEST_COMMAND": "vignette test --package \(package)"])
        { $1 }
        let isolation = TestIsolation(
            executable: build.executable.path, environment: environment, arguments: common,
            out: URL(fileURLWithPath: out), timeout: command.timeout)
        // The executable prints a line as each widget's images are done: one silent for --timeout
        // seconds has a widget that ran that long. Its subjects are listed only then (a start of its own).
        let result = try Subprocess.run(
            build.executable.path, ["test", "--out", out] + common + command.widget.flatMap { ["--widget", $0] },
            environment: environment, echoing: { Console.writeError($0) }, forwardOutput: { Console.write($0) },
            idleTimeout: command.timeout)
        let errorText = result.output.replacingOccurrences(of: result.standardOutput, with: "")
        if result.crashed {
            let subjects = try isolation.subjects(only: command.widget)
            // A trap or a hang ends the whole process: each subject alone, so the others are still checked.
            Console.writeError(
                "vignette test: the package's executable \(result.timedOut ? "printed nothing for --timeout seconds" : "died of signal \(result.status - 128)"); "
                    + "checking each of its \(subjects.count) widgets, Live Activities and previews alone\n")
            let reports = try isolation.run(subjects)
            TestCommand.printFailures(reports.images)
            Console.print(reports.markdownCounts + "; reports in \(out)")
            if reports.exitCode != 0 { throw ExitCode(reports.exitCode) }
            return
        }
        if result.status != 0 && result.status != 1 && !FileManager.default.fileExists(atPath: out + "/results.json") {
            let message =
                errorText.components(separatedBy: "Error: ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw PackageError.widgetsFailed(
                product: build.product, command: "test",
                message: message.isEmpty ? "exited with \(result.status)" : message)
        }
        try ReportingTestCommand.writeReports(in: URL(fileURLWithPath: out))
        if result.status != 0 { throw ExitCode(result.status) }
    }
}
