import Foundation
import Testing
import VignetteCLI
import VignetteTool
@testable import VignettePreview

/// A package whose worker does not work: the page and the terminal say why (its exit status and
/// last lines of standard error, not "no build yet"), and a worker that crashed is replaced on
/// the next request, which draws the grid again. Stand-in workers: shell scripts where the
/// package's executable would be (`WidgetPackageRunner.prebuilt`).
@Suite struct WorkerFailureTests {
    /// A session of the package in a new folder whose executable is `script`; what it logs goes to `logged`.
    private static func session(_ script: String, logged: Logged) throws -> (PreviewSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-worker-\(UUID().uuidString)")
        let executable = folder.appendingPathComponent(".build/debug/FakeWidgets")
        try FileManager.default.createDirectory(
            at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try script.write(to: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let source = PreviewSource.package(.prebuilt(folder: folder, product: "FakeWidgets"), widget: "StepsWidget")
        return (PreviewSession(source: source, work: work, hub: UpdateHub(), log: logged.add), folder)
    }

    @Test func aWorkerThatExitsAtOnceIsShownWithItsStatusAndLastLines() async throws {
        let logged = Logged()
        let (session, folder) = try Self.session(
            """
            #!/bin/sh
            echo "FakeWidgets: cannot load the widget catalogue" >&2
            exit 3
            """, logged: logged)
        defer { try? FileManager.default.removeItem(at: folder) }
        await session.refresh()
        let settings = try PreviewSettings(query: ["device": "iphone-16-pro-max"])
        let grid = await session.grid(settings, lint: false)
        let reason = "FakeWidgets's preview worker ended (status 3): FakeWidgets: cannot load the widget catalogue"
        #expect(grid.version == 1 && grid.problem == nil && grid.images.isEmpty)
        #expect(grid.renderError == reason)
        // Asked again: a fresh worker is tried (it ends the same way); the terminal hears it once.
        #expect(await session.grid(settings, lint: false).renderError == reason)
        #expect(logged.lines == [reason])
    }

    @Test func aWorkerThatCannotStartIsNamedNotTakenForAMissingBuild() async throws {
        let logged = Logged()
        let (session, folder) = try Self.session("#!/bin/sh\n", logged: logged)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent(".build/debug/FakeWidgets")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: executable.path)
        await session.refresh()
        let grid = await session.grid(try PreviewSettings(query: [:]), lint: false)
        let error = try #require(grid.renderError)
        #expect(
            error.hasPrefix("cannot start FakeWidgets's preview worker: cannot run \(executable.path): "), "\(error)")
        #expect(!error.contains("no successful build"))
        #expect(logged.lines == [error])
    }

    @Test func afterACrashTheNextRequestStartsAFreshWorkerAndDrawsAgain() async throws {
        let logged = Logged()
        // The first process traps on its first render; the next one draws (one small light picture).
        let (session, folder) = try Self.session(
            #"""
            #!/bin/sh
            picture=StepsWidget_systemSmall_iphone-16-pro-max_ios26_light@3x.png
            while read request; do
              id=$(printf '%s' "$request" | sed 's/.*"id":\([0-9]*\).*/\1/')
              case "$request" in *'"marks"'*)
                echo "vignette-worker: {\"id\":$id,\"done\":true,\"error\":\"no marks here\"}"; continue;;
              esac
              if [ ! -e "$0.crashed" ]; then
                touch "$0.crashed"
                echo "Fatal error: no steps today" >&2
                kill -ILL $$
              fi
              out=$(printf '%s' "$request" | sed 's#\\/#/#g; s/.*"--out","\([^"]*\)".*/\1/')
              mkdir -p "$out" && printf 'png' > "$out/$picture"
              echo "vignette-worker: {\"id\":$id,\"line\":\"$out/$picture\"}"
              echo "vignette-worker: {\"id\":$id,\"done\":true}"
            done
            """#, logged: logged)
        defer { try? FileManager.default.removeItem(at: folder) }
        await session.refresh()
        let settings = try PreviewSettings(query: ["device": "iphone-16-pro-max"])
        let crashed = await session.grid(settings, lint: false)
        let error = try #require(crashed.renderError)
        #expect(
            error.hasPrefix("FakeWidgets crashed (signal 4) running 'render'")
                && error.contains("Fatal error: no steps today"),
            "\(error)")
        #expect(crashed.images.isEmpty)

        // The same settings again (a reload): not the kept error, but a new process's picture.
        let redrawn = await session.grid(settings, lint: false)
        #expect(redrawn.renderError == nil)
        #expect(redrawn.version == 1)
        #expect(redrawn.images.map { "\($0.family) \($0.appearance)" } == ["systemSmall light"])
        #expect(logged.lines == [error])
    }
}

/// The lines a session wrote to the terminal.
private final class Logged: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    @Sendable func add(_ line: String) { lock.withLock { kept.append(line) } }

    var lines: [String] { lock.withLock { kept } }
}
