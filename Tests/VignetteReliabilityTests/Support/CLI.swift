import ArgumentParser
import Foundation
@testable import VignetteCLI
import VignetteExampleCatalog

/// The message `vignette ARGUMENTS` fails with, as the executable prints it after
/// "Error: "; nil when it succeeds. Output is dropped.
func cliFailure(_ arguments: [String]) -> String? {
    do {
        try Console.withOutput({ _ in }) {
            try WidgetCatalog.withExamples {
                var command = try VignetteCommand.parseAsRoot(arguments)
                try command.run()
            }
        }
        return nil
    } catch {
        return VignetteCommand.message(for: error)
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-rel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    func entries(_ name: String? = nil) -> [String] {
        let folder = name.map(path) ?? url.path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A 64 KiB tmpfs mounted for a test, so writes fail with "No space left on device"; nil
/// where mounting is not allowed (not root, or in a container without the capability).
struct TinyDisk {
    let path: String

    static func mount() -> TinyDisk? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-full-\(UUID().uuidString)")
            .path
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil,
            run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path])
        else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return TinyDisk(path: path)
    }

    func unmount() {
        _ = Self.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
