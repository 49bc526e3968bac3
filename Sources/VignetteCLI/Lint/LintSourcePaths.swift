import Foundation
import VignetteLint

/// Turns the `#fileID` a finding carries (`MyWidget/StepsView.swift`) into the file's path
/// relative to the package (`Sources/MyWidget/StepsView.swift`), as SARIF's
/// `artifactLocation.uri` and an editor want it (Docs/Lint.md §5).
///
/// The package is the folder with `Package.swift` above the widget target's folder (which
/// `--package` passes as `$VIGNETTE_RESOURCES`), else above the working directory. The file is
/// looked for under the target's folder, then `Sources/<module>`; a name found in no place or in
/// several keeps its `#fileID`.
struct LintSourcePaths {
    let packageRoot: URL?
    let searchFolders: [URL]

    /// The package and target folders of this run, from the environment and working directory.
    init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        let targets = (environment["VIGNETTE_RESOURCES"] ?? "").split(separator: ":").map {
            URL(fileURLWithPath: String($0))
        }
        let start = targets.first ?? workingDirectory
        packageRoot = Self.packageRoot(above: start) ?? Self.packageRoot(above: workingDirectory)
        searchFolders = targets
    }

    /// `result` with each finding's file made relative to the package where it is found.
    func resolving(_ result: LintResult) -> LintResult {
        guard packageRoot != nil else { return result }
        var cache: [String: String] = [:]
        func resolve(_ finding: LintFinding) -> LintFinding {
            guard let fileID = finding.file else { return finding }
            var copy = finding
            if let known = cache[fileID] {
                copy.file = known
                return copy
            }
            let path = relativePath(of: fileID) ?? fileID
            cache[fileID] = path
            copy.file = path
            return copy
        }
        var resolved = result
        resolved.findings = result.findings.map(resolve)
        resolved.silenced = result.silenced.map { (resolve($0.finding), $0.reason) }
        return resolved
    }

    /// The path of `fileID`'s file relative to the package, when exactly one file matches.
    func relativePath(of fileID: String) -> String? {
        guard let root = packageRoot else { return nil }
        let parts = fileID.split(separator: "/").map(String.init)
        guard parts.count >= 2 else { return nil }
        let folders = searchFolders + [root.appendingPathComponent("Sources/\(parts[0])")]
        for folder in folders {
            let found = Self.files(named: parts.last!, under: folder)
            if found.count == 1 { return Self.relative(found[0], to: root) }
        }
        return nil
    }

    private static func packageRoot(above folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    private static func files(named name: String, under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" {
                walker.skipDescendants()
                continue
            }
            if url.lastPathComponent == name { found.append(url) }
        }
        return found
    }

    private static func relative(_ file: URL, to root: URL) -> String {
        let base =
            root.standardizedFileURL.path.hasSuffix("/")
            ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
