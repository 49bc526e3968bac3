import Foundation

/// Watches files by polling their modification times and sizes (every 20 ms by default):
/// simple, the same on every file system, and a save is seen within one interval (10 ms on
/// average; a poll of the sample package's 40 files takes well under a millisecond).
struct FileWatcher: Sendable {
    /// What is watched: one file, or every file below a folder but its build and hidden folders.
    enum Target: Sendable {
        case file(URL)
        case package(URL)
    }

    let target: Target

    /// A fingerprint of the watched files: path, modification time and size of each.
    func fingerprint() -> [String: String] {
        switch target {
        case .file(let url):
            return [url.path: Self.stamp(url.path) ?? "missing"]
        case .package(let folder):
            var found: [String: String] = [:]
            let manifest = folder.appendingPathComponent("Package.swift").path
            found[manifest] = Self.stamp(manifest) ?? "missing"
            for name in ["Sources", "Tests"] {
                let root = folder.appendingPathComponent(name)
                guard
                    let walker = FileManager.default.enumerator(
                        at: root, includingPropertiesForKeys: nil,
                        options: [.skipsHiddenFiles])
                else { continue }
                for case let url as URL in walker where url.pathExtension == "swift" || url.pathExtension == "json" {
                    found[url.path] = Self.stamp(url.path)
                }
            }
            return found
        }
    }

    /// Calls `changed` (awaited, so changes during a build gather into the next call) whenever
    /// the fingerprint differs from the one before, until the task is cancelled.
    func watch(every interval: Duration = .milliseconds(20), changed: @Sendable () async -> Void) async {
        var last = fingerprint()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let now = fingerprint()
            if now != last {
                last = now
                await changed()
            }
        }
    }

    private static func stamp(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(date) \(attributes[.size] as? Int ?? -1)"
    }
}
