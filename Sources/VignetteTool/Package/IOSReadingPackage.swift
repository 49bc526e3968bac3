import Foundation

/// The iOS reading of a user's package: a folder, `.build/vignette-ios/<name>` in the package's own
/// `.build`, that mirrors the package with links to its files, except the Swift files
/// `IOSSourceReading` rewrites, which are written there. `swift build --package-path` that folder with
/// `--scratch-path` the package's `.build` compiles the package as an iPhone's compiler reads it
/// (Docs/Compatibility.md, "Tenth round (iossource)"). The user's files are never changed.
///
/// The mirror has the package's name, so the package's identity is the same; its `Package.swift` is
/// the package's, with lines added at its end that make relative dependency paths and
/// `Context.packageDirectory` the package's own folder. So every dependency is built from the same
/// paths with the same flags as the package's own `swift build`: only the package's own targets
/// compile again. The compiler's output names the mirror's paths; `originalPaths(in:)` maps them back,
/// and since each rewrite keeps every line and column, a diagnostic points at the user's file.
struct IOSReadingPackage {
    /// The package's folder.
    let original: URL
    /// The mirror's folder.
    let root: URL
    /// The rewritten files, relative to the package, in name order.
    let rewritten: [String]

    /// Where the mirror of the package in `folder` goes.
    static func root(for folder: URL) -> URL {
        folder.appendingPathComponent(".build/vignette-ios").appendingPathComponent(folder.lastPathComponent)
    }

    /// Reads the package's Swift files and, when one needs the iOS reading, brings the mirror up to
    /// date (files are written only when their text changed, so the compiler's incremental build holds);
    /// nil when none does: the package is built as it is.
    static func make(folder: URL) throws -> IOSReadingPackage? {
        var files: [String: String] = [:]
        var visited: Set<String> = []
        collect(folder.path, relative: "", into: &files, visited: &visited)
        guard !files.isEmpty else { return nil }
        let reading = IOSReadingPackage(original: folder, root: root(for: folder), rewritten: files.keys.sorted())
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        var contents = files
        contents["Package.swift"] = manifest + manifestEnding(folder: folder, manifest: manifest)
        // A copy, not a link: SwiftPM may write the mirror's.
        contents["Package.resolved"] = try? String(
            contentsOf: folder.appendingPathComponent("Package.resolved"), encoding: .utf8)
        try FileManager.default.createDirectory(at: reading.root, withIntermediateDirectories: true)
        var folders: Set<String> = []
        try reading.mirror("", contents: contents, visited: &folders)
        return reading
    }

    /// The compiler's output with the mirror's paths made the package's.
    func originalPaths(in text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: original.path + "/")
    }

    /// Swift files below `path` (links followed, hidden entries and `.build` left out as SwiftPM leaves
    /// them) whose iOS reading differs, by path relative to the package.
    private static func collect(
        _ path: String, relative: String, into files: inout [String: String], visited: inout Set<String>
    ) {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(child, relative: childRelative, into: &files, visited: &visited)
            } else if name.hasSuffix(".swift"), childRelative != "Package.swift", !name.hasPrefix("Package@swift"),
                let text = try? String(contentsOfFile: child, encoding: .utf8),
                let rewritten = IOSSourceReading.rewrite(text)
            {
                files[childRelative] = rewritten
            }
        }
    }

    /// What is added at the end of the mirror's `Package.swift`: the package's folder for
    /// `Context.packageDirectory` (a type declared in the manifest's file shadows PackageDescription's),
    /// and its relative `.package(path:)` dependencies made absolute from that folder.
    static func manifestEnding(folder: URL, manifest: String) -> String {
        let path = folder.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var ending = """


            // Added by Vignette to the iOS reading of this package (Docs/Compatibility.md, "Tenth round
            // (iossource)"): this copy is in .build/vignette-ios; paths are the package's own folder's.
            package.dependencies = package.dependencies.map { dependency in
                guard case .fileSystem(let name, let path) = dependency.kind, !path.hasPrefix("/") else { return dependency }
                let absolute = "\(path)/" + path
                return name.map { Package.Dependency.package(name: $0, path: absolute) } ?? .package(path: absolute)
            }

            """
        if manifest.contains("Context.") {
            ending += "enum Context {\n    static let packageDirectory = \"\(path)\"\n"
            ending += "    static let environment = PackageDescription.Context.environment\n"
            if manifest.contains("gitInformation") {
                ending += "    static let gitInformation = PackageDescription.Context.gitInformation\n"
            }
            ending += "}\n"
        }
        return ending
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Makes the mirror's folder `relative` hold, for each entry of the package's: the rewritten text,
    /// a folder (below the top level, or when a rewritten file is inside), or a link to the package's entry.
    private func mirror(_ relative: String, contents: [String: String], visited: inout Set<String>) throws {
        let manager = FileManager.default
        let source = relative.isEmpty ? original.path : original.path + "/" + relative
        let target = relative.isEmpty ? root.path : root.path + "/" + relative
        var wanted = Set(
            try manager.contentsOfDirectory(atPath: source).filter { !$0.hasPrefix(".") || $0 == ".swiftpm" })
        if relative.isEmpty { wanted.insert("Package.swift") }
        for name in wanted.sorted() {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let entry = target + "/" + name
            let existing = try? manager.destinationOfSymbolicLink(atPath: entry)
            if let text = contents[childRelative] {
                if existing != nil { try manager.removeItem(atPath: entry) }
                if (try? String(contentsOfFile: entry, encoding: .utf8)) != text {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: entry))
                }
            } else if isFolder(source + "/" + name), name != ".swiftpm",
                !relative.isEmpty || contents.keys.contains(where: { $0.hasPrefix(childRelative + "/") }),
                visited.insert(URL(fileURLWithPath: source + "/" + name).resolvingSymlinksInPath().path).inserted
            {
                // Every folder below a top-level one holding a rewritten file is a folder of the mirror, not a
                // link: a build-tool plugin's walk (VignetteAssetSymbols) does not enter linked folders.
                if existing != nil { try manager.removeItem(atPath: entry) }
                try manager.createDirectory(atPath: entry, withIntermediateDirectories: true)
                try mirror(childRelative, contents: contents, visited: &visited)
            } else if existing != source + "/" + name {
                if existing != nil || manager.fileExists(atPath: entry) { try manager.removeItem(atPath: entry) }
                try manager.createSymbolicLink(atPath: entry, withDestinationPath: source + "/" + name)
            }
        }
        // What the package no longer has (SwiftPM's own files in the mirror, such as Package.resolved, stay).
        for name in try manager.contentsOfDirectory(atPath: target)
        where !wanted.contains(name) && !name.hasPrefix(".") && name != "Package.resolved" {
            try manager.removeItem(atPath: target + "/" + name)
        }
    }
}
