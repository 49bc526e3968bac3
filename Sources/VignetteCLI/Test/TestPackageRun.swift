import ArgumentParser
import Foundation

/// `vignette test --package DIR`: builds the package's widget executable, then runs `test` in
/// it (its catalogue is the package's), passing its exit status on. When the executable dies of
/// a signal (a widget that traps), each widget is run again alone so the others are still
/// checked and the one that traps is reported by name with the signal.
struct TestPackageRun {
    let command: TestCommand
    let package: String

    func run() throws {
        let build = try PackageBuild(path: package, target: command.packageOptions.target)
        try build.build()
        let root = command.root.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? build.folder.path
        let out = command.out.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/.build/vignette-test"
        var arguments = ["test", "--root", root, "--out", out, "--jobs", "\(command.jobs)"]
        if let record = command.record { arguments += ["--record", record] }
        if let shard = command.shard { arguments += ["--shard", shard] }
        arguments += command.widget.flatMap { ["--widget", $0] }
        let result = try Subprocess.run(build.executable.path, arguments, environment: build.runEnvironment,
                                        forwardOutput: { Console.write($0) })
        let errorText = result.output.replacingOccurrences(of: result.standardOutput, with: "")
        if result.crashed {
            Console.writeError(errorText.split(separator: "\n").suffix(8).joined(separator: "\n") + "\n")
            throw PackageError.widgetsCrashed(product: build.product, command: "test", signal: result.status - 128,
                                              lastLines: "run 'vignette test --package \(package) --widget NAME --jobs 1' for each widget to find the one that traps")
        }
        if result.status != 0 && result.status != 1 && !FileManager.default.fileExists(atPath: out + "/results.json") {
            let message = errorText.components(separatedBy: "Error: ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw PackageError.widgetsFailed(product: build.product, command: "test", message: message.isEmpty ? "exited with \(result.status)" : message)
        }
        if !errorText.isEmpty { Console.writeError(errorText) }
        if result.status != 0 { throw ExitCode(result.status) }
    }
}
