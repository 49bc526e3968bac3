import ArgumentParser
import Foundation
import VignetteCLI
import VignetteTool

/// `vignette review`: the images two git revisions of a package draw, compared and served side by
/// side on the preview's server, where each change (or all of a widget's) can be accepted.
public struct ReviewCommand: ParsableCommand {
    /// The command's name, summary and help.
    public static let configuration = CommandConfiguration(
        commandName: "review",
        abstract:
            "Compare the images of two git revisions of a package in the browser and accept changes as references.",
        discussion: """
            Renders --base in a git worktree (with its own build folder) under .build/vignette-review, and the \
            working tree (or --head in another worktree), as vignette test renders them (vignette.json); \
            lists the changed, added and removed images and serves them on 127.0.0.1 with a token \
            (Docs/CI.md). Accepting writes the head's image into the package's Snapshots/; nothing else does.
            Examples:
              vignette review --package . --base main
              vignette review --package Widgets --base v1.2 --head my-branch --list
            """
    )

    @Option(
        help: "The widget package (its folder, in a git repository). Accepted references go to its Snapshots/.",
        completion: .directory)
    var package: String = "."

    @Option(help: "The git revision to compare against (a branch, tag or commit).")
    var base: String

    @Option(help: "The revision to review. Default: the working tree, uncommitted changes included.")
    var head: String?

    @Option(help: "The package's widget target, when it has several.")
    var target: String?

    @Option(
        help: "Where the worktrees, their build folders and the renders go. Default: <package>/.build/vignette-review.",
        completion: .directory)
    var cache: String?

    @Flag(help: "Print the changes and exit instead of serving the page.")
    var list = false

    @Option(help: "The port to listen on (127.0.0.1 only); 0 lets the system choose. Default: 8766.")
    var port: UInt16 = 8766

    @Option(help: "Images rendered at once. Default: the number of cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// The command with its defaults, as ArgumentParser makes it.
    public init() {}

    /// Renders both revisions, then prints the changes or serves them until interrupted.
    public func run() throws {
        let review: ReviewRun
        let changes: [ReviewChange]
        do {
            review = try ReviewRun(package: package, base: base, head: head, cache: cache)
            changes = try review.compare(target: target, jobs: max(1, jobs))
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let counts = [ReviewChange.Kind.changed, .added, .removed].map { kind in
            "\(changes.filter { $0.kind == kind }.count) \(kind.rawValue)"
        }
        FileHandle.standardError.write(Data("vignette review: \(counts.joined(separator: ", "))\n".utf8))
        if list {
            for change in changes { print("\(change.kind.rawValue): \(change.id)") }
            return
        }
        let token = AccessToken.random(), host = "127.0.0.1", port = self.port
        let started = BlockingResult<UInt16>()
        let box = RoutesBox()
        Task {
            started.set(
                await Result(catching: {
                    let server = try PreviewServer(host: host, port: port) { request in await box.respond(to: request) }
                    let bound = try await server.start(port: port)
                    let routes = ReviewRoutes(
                        run: review, changes: changes, guardian: RequestGuard(token: token, host: host, port: bound),
                        baseImages: ServedFolder(review.baseImages), artifacts: ServedFolder(review.artifacts))
                    await box.set { await routes.respond(to: $0) }
                    return bound
                }))
        }
        let bound = try started.wait().get()
        // Written straight to the file descriptor: a script waiting for the URL reads it at once.
        FileHandle.standardOutput.write(
            Data(
                "vignette review: open http://\(host):\(bound)/?token=\(token.value)\n(Ctrl-C stops it; the token in the URL guards accepting references)\n"
                    .utf8))
        // The main queue runs meanwhile: SwiftUI bodies rendered for a request run there (Docs/SwiftUI.md §1).
        dispatchMain()
    }
}
