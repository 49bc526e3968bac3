import Foundation

/// Runs another program to the end: SwiftPM for a user's package, then the package's own
/// executable.
enum Subprocess {
    /// What a run printed and how it ended.
    struct Result {
        /// The exit status, or 128 + the signal number when a signal ended it (as shells report it).
        let status: Int32
        /// Whether a signal ended it (a trap, a crash).
        let crashed: Bool
        /// Standard output and standard error, interleaved as they came.
        let output: String
        /// Standard output alone.
        let standardOutput: String
    }

    /// The `swift` to run: `$SWIFT` (the Makefile's variable) or the one on the PATH.
    static var swift: String { ProcessInfo.processInfo.environment["SWIFT"] ?? "swift" }

    /// Runs `program` (a path, or a name looked up on the PATH) with `arguments` in the current
    /// folder, with `environment` added to this process's. `echoing` receives everything it prints as it comes (to show progress);
    /// `forwardOutput` receives its standard output as it comes instead.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                    echoing: (@Sendable (String) -> Void)? = nil,
                    forwardOutput: (@Sendable (String) -> Void)? = nil) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let collected = Collected()
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else { return }
            let text = String(decoding: data, as: UTF8.self)
            collected.append(text, standardOutput: true)
            if let forwardOutput { forwardOutput(text) } else { echoing?(text) }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else { return }
            let text = String(decoding: data, as: UTF8.self)
            collected.append(text, standardOutput: false)
            echoing?(text)
        }
        do {
            try process.run()
        } catch {
            throw PackageError.cannotRun(program: program, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        // Drain what the handlers have not read yet.
        for (pipe, isOutput) in [(outputPipe, true), (errorPipe, false)] {
            pipe.fileHandleForReading.readabilityHandler = nil
            let rest = pipe.fileHandleForReading.readDataToEndOfFile()
            guard !rest.isEmpty else { continue }
            let text = String(decoding: rest, as: UTF8.self)
            collected.append(text, standardOutput: isOutput)
            if isOutput, let forwardOutput { forwardOutput(text) } else { echoing?(text) }
        }
        let crashed = process.terminationReason == .uncaughtSignal
        return Result(status: crashed ? 128 + process.terminationStatus : process.terminationStatus, crashed: crashed,
                      output: collected.all, standardOutput: collected.standardOutput)
    }
}

/// Output gathered from two pipes' handlers, which run on other threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    private var outputParts: [String] = []

    func append(_ text: String, standardOutput: Bool) {
        lock.withLock {
            parts.append(text)
            if standardOutput { outputParts.append(text) }
        }
    }

    var all: String { lock.withLock { parts.joined() } }
    var standardOutput: String { lock.withLock { outputParts.joined() } }
}
