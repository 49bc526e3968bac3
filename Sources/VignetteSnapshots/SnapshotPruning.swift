import Foundation
import Vignette

/// Finds references under `Snapshots/` that the last test run did not produce: left behind
/// by a renamed test, a removed widget or family. Used by `vignette snapshots prune`.
public struct SnapshotPruning: Sendable {
    /// The package whose `Snapshots/` is searched.
    public var packageRoot: URL
    /// The last run's id, and when its record was last written.
    public var run: String
    /// When the run's record was last written.
    public var date: Date
    /// References the run produced that exist on disk.
    public var produced: [String]
    /// References on disk the run did not produce, relative to the package root, sorted.
    public var orphans: [String]

    /// The pruning plan for the package at `packageRoot`.
    ///
    /// - Throws: `SnapshotError.noRunRecorded` when no test run has been recorded yet.
    public init(packageRoot: URL) throws {
        let root = packageRoot.standardizedFileURL
        guard let last = TouchedReferences.lastRun(packageRoot: root) else {
            throw SnapshotError.noRunRecorded(folder: TouchedReferences.folder(packageRoot: root).path)
        }
        let onDisk = Self.references(in: root.appendingPathComponent("Snapshots", isDirectory: true), root: root)
        self.packageRoot = root
        run = last.run
        date = last.date
        produced = onDisk.filter(last.references.contains)
        orphans = onDisk.filter { !last.references.contains($0) }
    }

    /// Deletes the orphans, then any folders they leave empty. Returns the paths removed.
    @discardableResult public func delete() throws -> [String] {
        for path in orphans {
            let url = packageRoot.appendingPathComponent(path)
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw VignetteError.unwritable(path: url.path, reason: VignetteError.reason(for: error))
            }
            var folder = url.deletingLastPathComponent()
            while folder.lastPathComponent != "Snapshots",
                (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
            {
                try? FileManager.default.removeItem(at: folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        return orphans
    }

    /// Every `.png` under `folder`, relative to `root`, sorted.
    static func references(in folder: URL, root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".png") }
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
            .sorted()
    }
}
