import ArgumentParser
import Foundation
import VignetteCLI

/// A command given `--package`: build the package, then run the same command in its widget
/// executable, whose catalogue is the package's widgets (`WidgetBundle.main()`).
///
/// The executable writes into a staging folder beside `--out`; only when it succeeds are the
/// files moved into place, so a provider that throws or traps leaves nothing half-written.
struct PackageRun {
    let build: PackageBuild
    /// The command's words without the package options, e.g. `render --widget StepsWidget`.
    let arguments: [String]
    /// Where the command writes, if it writes files.
    let outputFolder: String?

    init(options: PackageOptions, arguments: [String], outputFolder: String?) throws {
        self.init(
            build: try PackageBuild(path: options.package!, target: options.target), arguments: arguments,
            outputFolder: outputFolder)
    }

    init(build: PackageBuild, arguments: [String], outputFolder: String?) {
        self.build = build
        self.arguments = arguments.removingPackageOptions()
        self.outputFolder = outputFolder
    }

    func run() throws {
        try build.build()
        try execute(build.executable)
    }

    /// Runs the command in `executable`, staging its files and passing on its output.
    func execute(_ executable: URL) throws {
        let command = arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
        var forwarded = arguments.removingOption("--out")
        let staging = try outputFolder.map(Staging.init)
        if let staging { forwarded += ["--out", staging.folder.path] }
        defer { staging?.discard() }
        // What the executable prints names the staging folder; the user reads the real one.
        let lines = LineRewriter(
            replacing: staging?.folder.path, with: staging?.destination.path, writing: Console.output.put)
        let result = try Subprocess.run(
            executable.path, forwarded, environment: build.runEnvironment,
            forwardOutput: lines.forward)
        lines.flush()
        let errorText = result.output.replacingOccurrences(of: result.standardOutput, with: "")
        if result.crashed {
            throw PackageError.widgetsCrashed(
                product: build.product, command: command, signal: result.status - 128,
                lastLines: errorText.split(separator: "\n").suffix(8).joined(separator: "\n"))
        }
        // `lint` exits 1 for findings at error level: a verdict, not a failure. Its report and
        // pictures are published and the status passed on (Docs/Lint.md §5).
        if result.status == 1, command.hasPrefix("lint"), !errorText.contains("Error: ") {
            if !errorText.isEmpty { FileHandle.standardError.write(Data(errorText.utf8)) }
            try staging?.publish()
            throw ExitCode(1)
        }
        guard result.status == 0 else {
            let message = errorText.components(separatedBy: "Error: ").last?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw PackageError.widgetsFailed(
                product: build.product, command: command,
                message: message?.isEmpty == false ? message! : "\(build.product) exited with \(result.status)")
        }
        if !errorText.isEmpty { FileHandle.standardError.write(Data(errorText.utf8)) }
        try staging?.publish()
    }
}

/// Standard output passed on a whole line at a time, one path rewritten in each.
private struct LineRewriter {
    private let splitter: LineSplitter

    /// `write` is the console of the command's task: the pipe's handler runs on another thread,
    /// where the task-local binding (a test's capture) is not in force.
    init(replacing old: String?, with new: String?, writing write: @escaping @Sendable (String) -> Void) {
        splitter = LineSplitter { line in
            guard let old, let new else { return write(line + "\n") }
            write(line.replacingOccurrences(of: old, with: new) + "\n")
        }
    }

    var forward: @Sendable (String) -> Void { splitter.put }

    func flush() { splitter.flush() }
}

/// A fresh folder beside the output folder, moved into it only when the run succeeds.
private struct Staging {
    let destination: URL
    let folder: URL

    init(_ out: String) throws {
        destination = URL(fileURLWithPath: out).standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        folder = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Moves every file made into the destination, replacing files of the same name.
    func publish() throws {
        try Self.move(contentsOf: folder, into: destination)
    }

    func discard() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func move(contentsOf source: URL, into destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try files.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name), to = destination.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if files.fileExists(atPath: from.path, isDirectory: &isFolder), isFolder.boolValue {
                try move(contentsOf: from, into: to)
            } else {
                if files.fileExists(atPath: to.path) { try files.removeItem(at: to) }
                try files.moveItem(at: from, to: to)
            }
        }
    }
}

extension Array where Element == String {
    /// These arguments without `--package DIR` and `--target NAME`.
    func removingPackageOptions() -> [String] {
        removingOption("--package").removingOption("--target")
    }

    /// These arguments without `option VALUE` and `option=VALUE`.
    func removingOption(_ option: String) -> [String] {
        var kept: [String] = []
        var skipNext = false
        for argument in self {
            if skipNext {
                skipNext = false
                continue
            }
            if argument == option {
                skipNext = true
                continue
            }
            if argument.hasPrefix(option + "=") { continue }
            kept.append(argument)
        }
        return kept
    }
}
