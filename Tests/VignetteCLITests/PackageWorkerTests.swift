import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `vignette preview`'s worker (`preview-worker`): one process of the package's executable runs
/// command after command, passing on each file's path as soon as the file is written; a failing
/// command leaves it running; a process that dies says how. In PackageCommandTests: they share
/// the sample package's build.
extension PackageCommandTests {
    @Test func theWorkerRunsCommandsInOneProcessAndPassesOnEachFileAsWritten() throws {
        let runner = try WidgetPackageRunner(path: Self.sample, target: nil)
        try runner.buildProduct()
        let worker = try runner.startWorker()
        defer { worker.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let seen = SeenFiles()
        try worker.run([
            "render", "--widget", "StepsWidget", "--family", "systemSmall", "--appearance", "light,dark",
            "--device", "iphone-16-pro-max", "--write-each", "--out", out,
        ]) { seen.add($0) }
        let expected = ["light", "dark"].map { out + "/StepsWidget_systemSmall_iphone-16-pro-max_ios26_\($0)@3x.png" }
        #expect(seen.paths == expected)
        // Each file was whole on disk when its line came (a PNG's 8-byte signature and more).
        #expect(seen.sizes.allSatisfy { $0 > 8 }, "\(seen.sizes)")

        // A bad command is an error naming what is wrong; the same process takes the next one.
        #expect {
            try worker.run(["render", "--widget", "StepWidget", "--out", out]) { _ in }
        } throws: { "\($0)".contains("unknown widget 'StepWidget'") && "\($0)".contains("StepsWidget") }
        #expect(worker.isRunning)

        // The provider's four hourly entries from the first reload on (Examples/WidgetPackage StepsProvider).
        let marks = try worker.marks(of: "StepsWidget")
        #expect(marks.note == nil && !marks.marks.isEmpty && marks.marks == marks.marks.sorted(), "\(marks)")
        #expect(try worker.marks(of: "Nope") == DayMarks(marks: [], note: "no widget Nope in SampleWidgetsBundle"))
    }

    @Test func aWorkerThatTrapsSaysHowItEnded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path(".build/debug"), withIntermediateDirectories: true)
        let script = try folder.write(
            """
            #!/bin/sh
            read request
            echo 'vignette-worker: {"id":1,"line":"out/first.png"}'
            echo "Fatal error: no steps today" >&2
            sleep 0.2
            kill -ILL $$
            """, to: ".build/debug/FakeWidgets")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let worker = try PackageWorker(build: PackageBuild(folder: folder.url, product: "FakeWidgets"))
        let seen = SeenFiles()
        #expect {
            try worker.run(["render", "--widget", "StepsWidget"]) { seen.add($0) }
        } throws: { error in
            "\(error)".hasPrefix("FakeWidgets crashed (signal 4) running 'render': a provider or view trapped")
                && "\(error)".contains("Fatal error: no steps today")
        }
        #expect(seen.paths == ["out/first.png"])
        #expect(!worker.isRunning)
        #expect(throws: PackageError.self) { try worker.run(["render"]) { _ in } }
    }
}

/// The lines a worker passed on, and each file's size when its line came.
private final class SeenFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(String, Int)] = []

    @Sendable func add(_ path: String) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
        lock.withLock { found.append((path, size)) }
    }

    var paths: [String] { lock.withLock { found.map(\.0) } }
    var sizes: [Int] { lock.withLock { found.map(\.1) } }
}
