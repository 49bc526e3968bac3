import Foundation
import VignetteSnapshots

/// A throwaway package folder (with a Package.swift) for tests that record and compare,
/// so they never touch the real Snapshots/ folder. Removed when the value is released.
final class ScratchPackage {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("vignette-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func location(test: String = "sample") -> SnapshotLocation {
        SnapshotLocation(packageRoot: root, group: "WorkflowTests", testName: test)
    }

    /// An environment with a fixed run id and artifacts inside the scratch folder; CI unset.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["VIGNETTE_RUN_ID": "test-run"].merging(extra) { _, new in new }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    }

    func files(under relative: String) -> [String] {
        let folder = root.appendingPathComponent(relative)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.hasSuffix(".html")
        }.sorted()
    }
}
