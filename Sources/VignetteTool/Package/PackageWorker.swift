import Foundation
import VignetteCLI

/// One `preview-worker` process of a package's executable as last built (`PreviewWorkerCommand`):
/// `vignette preview` starts it as soon as a build succeeds and sends it every render and lint of
/// that build, so each costs the command and not a process start, Foundation, fontconfig and the
/// catalogue again. One request at a time; a request the process dies in reports how it ended.
public final class PackageWorker: @unchecked Sendable {
    private let build: PackageBuild
    private let process = Process()
    private let input: FileHandle
    /// Held for a whole request: the process answers one at a time.
    private let turn = NSLock()
    /// Guards the fields below, which the pipes' handlers change on other threads.
    private let state = NSLock()
    private var unread = Data()
    private var pending: Pending?
    private var lastErrors: [String] = []
    private var nextID = 1
    private var ending: String?
    /// Signalled when the worker's standard error reaches its end: after the process ends, its
    /// last lines are read before they are reported (the end can be seen before them).
    private let errorsEnded = DispatchSemaphore(value: 0)
    private var errorsRead = false

    private final class Pending {
        let id: Int
        let line: @Sendable (String) -> Void
        let answered = DispatchSemaphore(value: 0)
        var reply: WorkerReply?

        init(id: Int, line: @escaping @Sendable (String) -> Void) {
            self.id = id
            self.line = line
        }
    }

    init(build: PackageBuild) throws {
        self.build = build
        // A worker that ended must not take this process with it when written to.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = build.executable
        process.arguments = ["preview-worker"]
        process.environment = ProcessInfo.processInfo.environment.merging(build.runEnvironment) { _, given in given }
        let toWorker = Pipe(), fromWorker = Pipe(), errors = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = errors
        input = toWorker.fileHandleForWriting
        fromWorker.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.read(handle.availableData)
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.keepErrors(data)
        }
        process.terminationHandler = { [weak self] ended in
            let how =
                ended.terminationReason == .uncaughtSignal
                ? "signal \(ended.terminationStatus)" : "status \(ended.terminationStatus)"
            self?.ended(how)
        }
        do {
            try process.run()
        } catch {
            throw PackageError.cannotRun(program: build.executable.path, reason: error.localizedDescription)
        }
    }

    /// Whether the process is still there to take requests.
    public var isRunning: Bool { state.withLock { ending == nil } }

    /// Runs `arguments` (a command and its options) in the worker; `line` gets each line it prints as it comes.
    public func run(_ arguments: [String], line: @escaping @Sendable (String) -> Void) throws {
        let command = arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
        let reply = try request(command: command, line: line) { WorkerRequest(id: $0, arguments: arguments) }
        if let error = reply.error {
            throw PackageError.widgetsFailed(product: build.product, command: command, message: error)
        }
    }

    /// The time slider's marks of `widget` (`DayMarks.of` in the package's catalogue).
    public func marks(of widget: String) throws -> DayMarks {
        let reply = try request(command: "marks", line: { _ in }) { WorkerRequest(id: $0, marks: widget) }
        return reply.marks ?? DayMarks(marks: [], note: reply.error ?? "the worker gave no marks")
    }

    /// Ends the process (its standard input closes; it is terminated in case it is busy).
    public func stop() {
        try? input.close()
        if process.isRunning { process.terminate() }
    }

    deinit { stop() }

    private func request(
        command: String, line: @escaping @Sendable (String) -> Void,
        _ make: (Int) -> WorkerRequest
    ) throws -> WorkerReply {
        try turn.withLock {
            readLastErrors()
            let waiting: Pending = try state.withLock {
                if let ending { throw failure(command, how: ending) }
                defer { nextID += 1 }
                pending = Pending(id: nextID, line: line)
                return pending!
            }
            var data = try JSONEncoder().encode(make(waiting.id))
            data.append(UInt8(ascii: "\n"))
            do {
                try input.write(contentsOf: data)
            } catch {
                // A closed input: the process is ending or has ended; wait (briefly) to say how.
                _ = waiting.answered.wait(timeout: .now() + 2)
                readLastErrors()
                throw state.withLock {
                    pending = nil
                    return failure(command, how: ending ?? "a closed input (\(error))")
                }
            }
            waiting.answered.wait()
            if waiting.reply == nil { readLastErrors() }
            return try state.withLock {
                pending = nil
                guard let reply = waiting.reply else { throw failure(command, how: ending ?? "no answer") }
                return reply
            }
        }
    }

    /// Called under `state`: how the process ended, with its last lines of standard error.
    private func failure(_ command: String, how: String) -> PackageError {
        let errors = lastErrors.suffix(8).joined(separator: "\n")
        if how.hasPrefix("signal "), let signal = Int32(how.dropFirst("signal ".count)) {
            return .widgetsCrashed(product: build.product, command: command, signal: signal, lastLines: errors)
        }
        return .widgetsFailed(
            product: build.product, command: command,
            message: "\(build.product)'s preview worker ended (\(how))" + (errors.isEmpty ? "" : ": \(errors)"))
    }

    private func read(_ data: Data) {
        guard !data.isEmpty else { return }
        var replies: [WorkerReply] = []
        state.withLock {
            unread.append(data)
            while let end = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: unread[unread.startIndex..<end], as: UTF8.self)
                unread.removeSubrange(unread.startIndex...end)
                // Anything else the widgets' code prints is not an answer.
                guard text.hasPrefix(WorkerReply.prefix),
                    let reply = try? JSONDecoder().decode(
                        WorkerReply.self, from: Data(text.dropFirst(WorkerReply.prefix.count).utf8))
                else { continue }
                replies.append(reply)
            }
        }
        for reply in replies {
            guard let waiting = state.withLock({ pending }), waiting.id == reply.id else { continue }
            if let text = reply.line { waiting.line(text) }
            if reply.done == true {
                waiting.reply = reply
                waiting.answered.signal()
            }
        }
    }

    /// Waits (at most a second: a child of the worker may hold its standard error open) until
    /// the ended process's last lines of standard error are read.
    private func readLastErrors() {
        guard state.withLock({ ending != nil && !errorsRead }) else { return }
        if errorsEnded.wait(timeout: .now() + 1) == .success { errorsEnded.signal() }
    }

    private func keepErrors(_ data: Data) {
        guard !data.isEmpty else {
            state.withLock { errorsRead = true }
            errorsEnded.signal()
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        state.withLock { lastErrors = Array((lastErrors + text.split(separator: "\n").map(String.init)).suffix(40)) }
    }

    private func ended(_ how: String) {
        let waiting: Pending? = state.withLock {
            ending = how
            return pending
        }
        waiting?.answered.signal()
    }
}
