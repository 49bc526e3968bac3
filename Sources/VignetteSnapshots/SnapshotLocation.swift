import Foundation

/// Where one test's references, artifacts and bookkeeping live.
///
/// References: `<package>/Snapshots/<group>/<test>/<widget>_<family>_<device>_<os>_<appearance>@<scale>x[_<name>].png`,
/// where `<group>` is the test file's name without `.swift` and `<test>` the test function's
/// name without its argument list. The package root is the nearest folder above the test
/// file that holds a `Package.swift`, so references do not depend on the working directory.
public struct SnapshotLocation: Hashable, Sendable {
    /// The folder holding `Package.swift`, standardised.
    public var packageRoot: URL
    /// The test file's name without `.swift`, made safe for file names.
    public var group: String
    /// The test function's name without its argument list, made safe for file names.
    public var testName: String

    /// The location of one test's references; names are sanitised for the file system.
    public init(packageRoot: URL, group: String, testName: String) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.group = Self.sanitized(group)
        self.testName = Self.sanitized(testName)
    }

    /// The location of a test in `filePath` (a `#filePath`) named `function` (a `#function`).
    ///
    /// - Throws: `SnapshotError.noPackageRoot` when no folder above the file has a `Package.swift`.
    public init(filePath: String, function: String) throws {
        let file = URL(fileURLWithPath: filePath)
        var folder = file.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw SnapshotError.noPackageRoot(filePath: filePath) }
            folder = parent
        }
        let name = function.prefix { $0 != "(" }
        self.init(packageRoot: folder, group: file.deletingPathExtension().lastPathComponent, testName: String(name))
    }

    /// `<package>/Snapshots`: every reference of the package, and `ENVIRONMENT.json`.
    public var snapshotsFolder: URL { packageRoot.appendingPathComponent("Snapshots", isDirectory: true) }

    /// `<package>/Snapshots/<group>/<test>`: this test's references.
    public var folder: URL {
        snapshotsFolder.appendingPathComponent(group, isDirectory: true).appendingPathComponent(
            testName, isDirectory: true)
    }

    /// The reference named `stem` (a `WidgetRenderSpec.fileStem`): a PNG, or a file ending in
    /// `fileExtension` (`accessibility.txt` for a reading order).
    public func reference(_ stem: String, fileExtension: String = "png") -> URL {
        folder.appendingPathComponent(stem + "." + fileExtension)
    }

    /// A path relative to the package root, for messages: `Snapshots/…`.
    public func relative(_ url: URL) -> String {
        let root = packageRoot.path.hasSuffix("/") ? packageRoot.path : packageRoot.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    /// Failure artifacts: `VIGNETTE_ARTIFACTS` (relative to the package root unless absolute),
    /// else `<package>/.build/vignette-artifacts`.
    public func artifactsFolder(environment: [String: String]) -> URL {
        guard let given = environment["VIGNETTE_ARTIFACTS"], !given.isEmpty else {
            return packageRoot.appendingPathComponent(".build/vignette-artifacts", isDirectory: true)
        }
        return given.hasPrefix("/")
            ? URL(fileURLWithPath: given, isDirectory: true)
            : packageRoot.appendingPathComponent(given, isDirectory: true)
    }

    /// Letters, digits, `-`, `_`, `.` and `extra`; anything else becomes `-`, so a name is one path component.
    static func sanitized(_ name: String, keeping extra: String = "") -> String {
        let cleaned = String(
            name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.\(extra)".contains($0)) ? $0 : "-" })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "-" : cleaned
    }
}
