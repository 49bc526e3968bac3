import ArgumentParser
import Foundation

/// `preview-worker` (not listed in the help): the commands `vignette preview` runs on a package's
/// widgets, kept in one process of the package's executable per build instead of one process per
/// command. Reads one JSON request a line on standard input — `{"id": 1, "arguments": ["render", …]}`
/// runs a command, `{"id": 2, "marks": "StepsWidget"}` works out the time slider's marks — and
/// answers on standard output with lines `vignette-worker: {…}`: each line the command prints as it
/// comes (`"line"`), then one `"done"` with the error, if any. Other output is not part of the protocol.
struct PreviewWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview-worker",
        abstract: "Run commands sent as JSON lines on standard input (vignette preview's render process).",
        shouldDisplay: false
    )

    func run() throws {
        let catalog = WidgetCatalog.current
        while let text = readLine() {
            guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(text.utf8)) else {
                WorkerReply(id: -1, done: true, error: "not a request: \(text.prefix(200))").send()
                continue
            }
            var reply = WorkerReply(id: request.id, done: true)
            if let widget = request.marks {
                reply.marks = DayMarks.of(widget, in: catalog)
            } else {
                do {
                    try VignetteCommand.run(request.arguments ?? []) { WorkerReply(id: request.id, line: $0).send() }
                } catch {
                    let message = VignetteCommand.message(for: error)
                    reply.error =
                        message.isEmpty ? "exited with \(VignetteCommand.exitCode(for: error).rawValue)" : message
                }
            }
            reply.send()
        }
    }
}

/// What `vignette preview` asks its worker: a command line, or the day marks of a widget.
package struct WorkerRequest: Codable {
    package var id: Int
    package var arguments: [String]?
    package var marks: String?

    package init(id: Int, arguments: [String]? = nil, marks: String? = nil) {
        self.id = id
        self.arguments = arguments
        self.marks = marks
    }
}

/// One line of the worker's answer.
package struct WorkerReply: Codable {
    package static let prefix = "vignette-worker: "

    package var id: Int
    package var line: String?
    package var done: Bool?
    package var error: String?
    package var marks: DayMarks?

    /// Written whole to the file descriptor, so the reader sees each line at once.
    func send() {
        guard let data = try? JSONEncoder().encode(self) else { return }
        FileHandle.standardOutput.write(Data(Self.prefix.utf8) + data + Data("\n".utf8))
    }
}

extension VignetteCommand {
    /// Runs `arguments` as `run` does, each line the command prints going to `line` as it is printed.
    public static func run(_ arguments: [String], lines line: @escaping @Sendable (String) -> Void) throws {
        let splitter = LineSplitter(line)
        defer { splitter.flush() }
        try Console.withOutput(splitter.put) { try run(arguments) }
    }
}

/// Text cut into lines (without their newline) as it comes.
package final class LineSplitter: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = ""
    private let line: @Sendable (String) -> Void

    package init(_ line: @escaping @Sendable (String) -> Void) { self.line = line }

    @Sendable package func put(_ text: String) {
        let complete: [Substring] = lock.withLock {
            pending += text
            guard let end = pending.lastIndex(of: "\n") else { return [] }
            let lines = pending[..<end].split(separator: "\n", omittingEmptySubsequences: false)
            pending = String(pending[pending.index(after: end)...])
            return lines
        }
        for text in complete { line(String(text)) }
    }

    package func flush() {
        let rest = lock.withLock { () -> String in
            defer { pending = "" }
            return pending
        }
        if !rest.isEmpty { line(rest) }
    }
}
