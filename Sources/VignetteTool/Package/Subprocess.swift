import Foundation
import VignetteCLI

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
        /// Whether it ran past its time limit and was killed.
        var timedOut = false
    }

    /// The `swift` to run: `$SWIFT` (the Makefile's variable) or the one on the PATH.
    static var swift: String { ProcessInfo.processInfo.environment["SWIFT"] ?? "swift" }

    /// Runs `program` (a path, or a name looked up on the PATH) with `arguments` in the current
    /// folder, with `environment` added to this process's and the variables `unsetting` names left out. `echoing` receives everything it prints as it comes (to show progress);
    /// `forwardOutput` receives its standard output as it comes instead.
    /// `doneWhen` recognises output that means the work is over: a process that prints it and
    /// then does not exit within `grace` seconds is stopped and counted as having succeeded.
    /// (`swift build` sometimes hangs after printing "Build complete!" when its output is a pipe;
    /// seen once in about twenty runs on this machine.) A run past `timeout` seconds, or silent
    /// for `idleTimeout` seconds, is killed.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], unsetting: Set<String> = [],
        echoing: (@Sendable (String) -> Void)? = nil,
        forwardOutput: (@Sendable (String) -> Void)? = nil,
        doneWhen: (@Sendable (String) -> Bool)? = nil, grace: TimeInterval = 5,
        timeout: TimeInterval? = nil, idleTimeout: TimeInterval? = nil
    ) throws -> Result {
        let process = Process()
        if !environment.isEmpty || !unsetting.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
                .filter { !unsetting.contains($0.key) }
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
        // A reader per pipe, reading to the pipe's end: the result waits for both (see below), so it
        // holds everything the process wrote. (Readability handlers cannot be waited for: one may have
        // read the last output and not yet added it when the process's exit is seen.)
        let ended = DispatchGroup()
        for (pipe, isOutput) in [(outputPipe, true), (errorPipe, false)] {
            ended.enter()
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread {
                while case let data = handle.availableData, !data.isEmpty {
                    let text = String(decoding: data, as: UTF8.self)
                    collected.append(text, standardOutput: isOutput)
                    if isOutput, let forwardOutput { forwardOutput(text) } else { echoing?(text) }
                }
                ended.leave()
            }
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw PackageError.cannotRun(program: program, reason: error.localizedDescription)
        }
        var stoppedAfterDone = false
        if let doneWhen {
            var doneSince: Date?
            while exited.wait(timeout: .now() + 0.25) == .timedOut {
                if doneSince == nil, doneWhen(collected.all) { doneSince = Date() }
                if let doneSince, Date().timeIntervalSince(doneSince) > grace {
                    stoppedAfterDone = true
                    // Foundation on Linux notices an exit only when every descendant has let go
                    // of the process's monitor socket, so don't wait for it after the kill.
                    process.terminate()
                    if exited.wait(timeout: .now() + 1) == .timedOut { kill(process.processIdentifier, SIGKILL) }
                    break
                }
            }
        } else if timeout != nil || idleTimeout != nil {
            let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
            var expired = false
            while exited.wait(timeout: .now() + 0.25) == .timedOut {
                let now = Date()
                if now > deadline || idleTimeout.map({ now.timeIntervalSince(collected.lastOutput) > $0 }) == true {
                    expired = true
                    break
                }
            }
            if expired {
                kill(process.processIdentifier, SIGKILL)
                _ = exited.wait(timeout: .now() + 2)
                var result = Result(
                    status: 128 + SIGKILL, crashed: true, output: collected.all,
                    standardOutput: collected.standardOutput)
                result.timedOut = true
                return result
            }
        } else {
            exited.wait()
        }
        if stoppedAfterDone {
            // A child of the stopped process may still hold the pipes: what it said is enough.
            return Result(status: 0, crashed: false, output: collected.all, standardOutput: collected.standardOutput)
        }
        process.waitUntilExit()
        // Both pipes read to their end. A child the process left running may hold them open: after a
        // while, what came is taken as all.
        _ = ended.wait(timeout: .now() + 10)
        let crashed = process.terminationReason == .uncaughtSignal
        return Result(
            status: crashed ? 128 + process.terminationStatus : process.terminationStatus, crashed: crashed,
            output: collected.all, standardOutput: collected.standardOutput)
    }
}

/// Output gathered from two pipes' handlers, which run on other threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    private var outputParts: [String] = []
    private var lastOutputDate = Date()

    func append(_ text: String, standardOutput: Bool) {
        lock.withLock {
            lastOutputDate = Date()
            parts.append(text)
            if standardOutput { outputParts.append(text) }
        }
    }

    var all: String { lock.withLock { parts.joined() } }
    /// When the process last printed anything (or started).
    var lastOutput: Date { lock.withLock { lastOutputDate } }
    var standardOutput: String { lock.withLock { outputParts.joined() } }
}
