import Foundation

/// References under `Snapshots/vignette-test/` that no image of the run has: previews and
/// widgets that no longer exist (`vignette snapshots prune --delete` removes them).
enum TestOrphans {
    /// Paths relative to the package root, sorted; only `subjects`' folders when some are named.
    static func list(packageRoot: URL, produced: Set<String>, subjects: [String]) -> [String] {
        let base = packageRoot.appendingPathComponent("Snapshots/\(TestRun.group)")
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".png") else { continue }
            if !subjects.isEmpty, !subjects.contains(where: { name.hasPrefix($0 + "/") }) { continue }
            let path = "Snapshots/\(TestRun.group)/\(name)"
            if !produced.contains(path) { found.append(path) }
        }
        return found.sorted()
    }
}
