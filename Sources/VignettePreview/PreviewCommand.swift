import ArgumentParser
import Foundation
import VignetteCLI
import VignetteTool

/// `vignette preview`: a live page of the widget in every family and appearance, refreshed on save.
public struct PreviewCommand: ParsableCommand {
    /// The command's name, summary and help.
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract:
            "Serve a live preview page: every family × appearance, pickers, a time slider, lint and snapshot review.",
        discussion: """
            Serves on 127.0.0.1 (another address only with --host) and prints the page's URL with a \
            random token; changing files (accepting a reference) needs that token and the page's own \
            origin. A JSON tree re-renders when saved; a package is rebuilt with swift build and its \
            compiler errors are shown in the page beside the last good render (Docs/Preview.md).
            Examples:
              vignette preview --tree card.json
              vignette preview --widget course-schedule
              vignette preview --package path/to/MyWidgets --widget StepsWidget --snapshots path/to/MyWidgets/.build/vignette-artifacts
            """
    )

    @Option(help: "The widget: an example's id, or with --package a widget type of the package.")
    var widget: String?

    @Option(
        help: "A JSON node tree file to preview (watched: saved changes show at once).",
        completion: .file(extensions: ["json"]))
    var tree: String?

    @Option(
        help: "A Swift package whose @main WidgetBundle target depends on VignetteSwiftUI (watched: rebuilt on save).",
        completion: .directory)
    var package: String?

    @Option(help: "The package's widget target, when it has several.")
    var target: String?

    @Option(
        help:
            "A snapshot failure-artefacts folder (.build/vignette-artifacts of the package) whose failures the page shows with Accept buttons.",
        completion: .directory)
    var snapshots: String?

    @Option(
        help:
            "The package root whose Snapshots/ accepted references are written to. Default: --package, or the folder above the artefacts' .build.",
        completion: .directory)
    var snapshotsPackage: String?

    @Option(help: "The port to listen on; 0 lets the system choose. Default: 8765.")
    var port: UInt16 = 8765

    @Option(
        help:
            "The address to listen on. Default: 127.0.0.1 (this machine only); any other address is reachable from the network."
    )
    var host: String = "127.0.0.1"

    /// The command with its defaults, as ArgumentParser makes it.
    public init() {}

    /// Refuses option combinations that name no single subject.
    public func validate() throws {
        if (tree == nil) == (widget == nil) {
            throw ValidationError("give --tree FILE.json, --widget ID, or --package DIR --widget Type")
        }
        if tree != nil && package != nil {
            throw ValidationError("--tree renders a JSON tree; --package needs --widget Type")
        }
        if target != nil && package == nil {
            throw ValidationError("--target names a target of the package given with --package DIR")
        }
    }

    /// Serves the page until interrupted.
    public func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-preview-\(ProcessInfo.processInfo.processIdentifier)")
        let source = try source(work: work)
        let host = self.host == "localhost" ? "127.0.0.1" : self.host
        let snapshots = try snapshotFolders()
        let port = self.port
        let started = BlockingResult<RunningPreview>()
        Task {
            started.set(
                await Result(catching: {
                    try await RunningPreview.start(
                        source: source, work: work, host: host, port: port, snapshots: snapshots)
                }))
        }
        let preview = try started.wait().get()
        if !["127.0.0.1", "::1"].contains(host) {
            FileHandle.standardError.write(
                Data(
                    "warning: listening on \(host), not loopback: anyone who can reach this machine can see your widgets; the token still guards accept\n"
                        .utf8))
        }
        // Written straight to the file descriptor: a script waiting for the URL reads it at once.
        FileHandle.standardOutput.write(
            Data(
                "vignette preview: open \(preview.url)\n(Ctrl-C stops it; the token in the URL guards accepting references)\n"
                    .utf8))
        // Serve until interrupted.
        // The main queue runs meanwhile: SwiftUI bodies rendered for a request run there (Docs/SwiftUI.md §1).
        dispatchMain()
    }

    private func source(work: URL) throws -> PreviewSource {
        if let tree {
            let file = URL(fileURLWithPath: tree).standardizedFileURL
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw PreviewInputError("--tree: no file \(tree)")
            }
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            return .tree(file: file, lastGood: work.appendingPathComponent(file.lastPathComponent))
        }
        if let package {
            return .package(try WidgetPackageRunner(path: package, target: target), widget: widget!)
        }
        guard WidgetCatalog.current.definitions.contains(where: { $0.id == widget }) else {
            let ids = WidgetCatalog.current.definitions.map(\.id)
            throw PreviewInputError("unknown widget '\(widget!)'; the examples are \(ids.joined(separator: ", "))")
        }
        return .example(id: widget!, catalog: WidgetCatalog.current)
    }

    private func snapshotFolders() throws -> (artifacts: URL, packageRoot: URL)? {
        guard let snapshots else { return nil }
        let artifacts = URL(fileURLWithPath: snapshots).standardizedFileURL
        guard FileManager.default.fileExists(atPath: artifacts.path) else {
            throw PreviewInputError(
                "--snapshots: no folder \(snapshots) (a failed snapshot run writes .build/vignette-artifacts)")
        }
        let root =
            (snapshotsPackage ?? package).map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? artifacts.deletingLastPathComponent().deletingLastPathComponent()
        return (artifacts, root)
    }
}

/// A command-line value that names nothing: printed as the error, without the usage text.
struct PreviewInputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A value made on another task, waited for by a synchronous command.
final class BlockingResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    func set(_ result: Result<Value, any Error>) {
        self.result = result
        done.signal()
    }

    func wait() -> Result<Value, any Error> {
        done.wait()
        return result!
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
