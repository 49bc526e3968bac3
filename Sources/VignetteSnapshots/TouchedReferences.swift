import Foundation

/// The record of which references the current run produced, for `vignette snapshots prune`.
///
/// Each process appends the references it touched to
/// `<package>/.build/vignette-snapshots/runs/<run>/<pid>.txt` (relative paths, one a line);
/// the first touch of a run removes the records of earlier runs.
public enum TouchedReferences {
    /// The folder holding one subfolder of records per run.
    public static func folder(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build/vignette-snapshots/runs", isDirectory: true)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var startedRuns: Set<String> = []

    /// Notes that `relativePath` (e.g. `Snapshots/Group/test/file.png`) was produced by this run.
    /// Bookkeeping only: a failure to write it is ignored rather than failing a test.
    static func note(_ relativePath: String, packageRoot: URL, run: String) {
        let runs = folder(packageRoot: packageRoot)
        let mine = runs.appendingPathComponent(run, isDirectory: true)
        lock.withLock {
            let key = runs.path + "|" + run
            if !startedRuns.contains(key) {
                startedRuns.insert(key)
                let others = (try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? []
                for other in others where other != run {
                    try? FileManager.default.removeItem(at: runs.appendingPathComponent(other))
                }
                try? FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            }
            let file = mine.appendingPathComponent("\(getpid()).txt")
            // O_APPEND writes of one short line are atomic, so parallel tests don't interleave.
            let descriptor = open(file.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            let line = Array((relativePath + "\n").utf8)
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    /// The newest run's id and the references it touched; nil when no run was recorded.
    public static func lastRun(packageRoot: URL) -> (run: String, date: Date, references: Set<String>)? {
        let runs = folder(packageRoot: packageRoot)
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let entries = try? FileManager.default.contentsOfDirectory(at: runs, includingPropertiesForKeys: keys)
        else {
            return nil
        }
        let dated = entries.map {
            ($0, (try? $0.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast)
        }
        guard let (newest, date) = dated.max(by: { $0.1 < $1.1 }) else { return nil }
        var references = Set<String>()
        for file in (try? FileManager.default.contentsOfDirectory(at: newest, includingPropertiesForKeys: nil)) ?? [] {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            references.formUnion(text.split(separator: "\n").map(String.init))
        }
        return (newest.lastPathComponent, date, references)
    }
}
