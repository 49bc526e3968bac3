import Foundation
import Synchronization
import Vignette
import VignetteCLI

/// A user's widget package built with SwiftPM: the executable its `@main` WidgetBundle makes,
/// which runs Vignette's commands on the package's widgets (`WidgetBundle.main()`).
struct PackageBuild {
    /// The package's folder, absolute.
    let folder: URL
    /// The executable product built from the widget target.
    let product: String
    /// The widget target's own folder (`Sources/MyWidget`, where Xcode keeps `Assets.xcassets`), when known.
    let targetFolder: URL?
    /// What a build may read, taken before `swift package describe` and the build run (nil: a build made elsewhere).
    private var inputs: PackageInputs?
    /// The package's executables as `swift package describe` (or the stamp of the last build) listed them.
    private var executables: [PackageDescription.Executable] = []
    /// The last build's stamp when nothing has changed since it.
    private var stamp: PackageBuildStamp?

    /// The product's path after `build()`: SwiftPM's debug folder in the package's own `.build`,
    /// shared with the user's own `swift build`.
    var executable: URL { folder.appendingPathComponent(".build/debug/\(product)") }

    /// What the executable's environment adds: app-group containers (FileManager.containerURL) in
    /// the package's AppGroups/ folder; Image("name") and Color("name") looked up in the widget
    /// target's folder (its Assets.xcassets), then in SwiftPM's resource bundles beside the
    /// executable (Docs/SwiftUI/Assets.md).
    var runEnvironment: [String: String] {
        let given = ProcessInfo.processInfo.environment
        var environment = [
            "VIGNETTE_APP_GROUPS": given["VIGNETTE_APP_GROUPS"] ?? folder.appendingPathComponent("AppGroups").path
        ]
        if given["VIGNETTE_RESOURCES"] == nil, let targetFolder {
            environment["VIGNETTE_RESOURCES"] = targetFolder.path
        }
        return environment
    }

    /// A build already made: `product` in `folder`'s `.build/debug`.
    init(folder: URL, product: String, targetFolder: URL? = nil) {
        self.folder = folder
        self.product = product
        self.targetFolder = targetFolder
    }

    /// Finds the widget target of the package at `path`: the executable target that depends on
    /// VignetteSwiftUI (or the one named `target`).
    init(path: String, target: String?) throws {
        folder = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw PackageError.notAPackage(path: path)
        }
        let inputs = PackageInputs(folder: folder)
        stamp = PackageBuildStamp.load(folder: folder, fingerprint: inputs.fingerprint)
        let description =
            try stamp.map { PackageDescription(executables: $0.executables) } ?? PackageDescription.read(folder)
        self.inputs = inputs
        executables = description.executables
        let widgetTargets = description.executables.filter(\.usesVignette)
        let chosen: PackageDescription.Executable
        if let target {
            guard let named = description.executables.first(where: { $0.target == target }) else {
                throw PackageError.unknownTarget(
                    path: path, given: target, known: description.executables.map(\.target))
            }
            chosen = named
        } else if widgetTargets.count == 1 {
            chosen = widgetTargets[0]
        } else if widgetTargets.isEmpty {
            throw PackageError.noWidgetTarget(path: path, executables: description.executables.map(\.target))
        } else {
            throw PackageError.severalWidgetTargets(path: path, targets: widgetTargets.map(\.target))
        }
        product = chosen.product
        let root = folder
        targetFolder = chosen.path.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL }
    }

    /// `swift build --product` in the package; the compiler's output goes to standard error as
    /// it comes, and its errors (with file and line) into the thrown error. Skipped when the
    /// package's files, its dependencies, the toolchain and the executable are all as the last
    /// build left them (`PackageBuildStamp`).
    func build() throws {
        // One SwiftPM at a time per package from this process: two builds of one `.build` wait
        // on SwiftPM's lock, and a first build racing another is where a build once hung
        // (Docs/SwiftUI/Assets.md, "A hang seen once").
        let lock = Self.buildLock(for: folder.path)
        lock.lock()
        defer { lock.unlock() }
        if let stamp, stamp.isCurrent(product: product, executable: executable.path) {
            Progress.report(
                "\(product) is up to date: nothing changed in \(folder.path) or its dependencies since it was built (\(inputs?.fileCount ?? 0) files checked)"
            )
            writeInfoPlist()
            return
        }
        // SwiftPM otherwise reuses its build description, which misses files added to a
        // path dependency (a pulled Vignette checkout) until a manifest changes.
        var arguments = [
            "build", "--package-path", folder.path, "--product", product, "--disable-build-manifest-caching",
        ]
        let reading = try IOSReadingPackage.make(folder: folder)
        if let reading {
            // The iOS reading: the mirror built in the package's own `.build`.
            arguments[2] = reading.root.path
            arguments += ["--scratch-path", folder.appendingPathComponent(".build").path]
            // The widget target's own files first: those are the ones this build reads differently.
            let prefix = targetFolder.map { String($0.path.dropFirst(folder.path.count + 1)) + "/" } ?? ""
            let files =
                reading.rewritten.filter { $0.hasPrefix(prefix) } + reading.rewritten.filter { !$0.hasPrefix(prefix) }
            Progress.report(
                "building \(product) in \(folder.path) (swift build) as iOS reads it: #if os(iOS) true, @objc dropped, "
                    + "@NSManaged as @CDManaged in "
                    + "\(files.count) file\(files.count == 1 ? "" : "s") (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : ""))"
            )
        } else {
            Progress.report("building \(product) in \(folder.path) (swift build)")
        }
        let progress = BuildProgress { [reading] line in reading?.originalPaths(in: line) ?? line }
        let run = try Subprocess.run(
            Subprocess.swift, arguments, echoing: progress.show,
            doneWhen: { $0.contains("Build complete!") || $0.contains("Build of product '\(product)' complete!") })
        let result = (status: run.status, output: reading?.originalPaths(in: run.output) ?? run.output)
        guard result.status == 0 else {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
            throw PackageError.buildFailed(
                path: folder.path, status: result.status,
                errors: errors.isEmpty ? [result.output.suffix(2_000).description] : errors)
        }
        if let inputs {
            PackageBuildStamp.save(
                folder: folder, inputs: inputs, executables: executables, product: product, executable: executable.path)
        }
        writeInfoPlist()
    }

    private static let locks = Mutex<[String: NSLock]>([:])

    /// The lock that serialises this process's builds of the package in `folder`.
    private static func buildLock(for folder: String) -> NSLock {
        locks.withLock { locks in
            if let lock = locks[folder] { return lock }
            let lock = NSLock()
            locks[folder] = lock
            return lock
        }
    }

    /// An Info.plist beside the executable, where Foundation on Linux looks for the main
    /// bundle's, so `Bundle.main.bundleIdentifier` is not nil in widget code that unwraps it
    /// (an extension's own Info.plist holds a build variable, not an id).
    private func writeInfoPlist() {
        Self.writeInfoPlist(
            at: executable.deletingLastPathComponent().appendingPathComponent("Info.plist"), product: product)
    }

    /// Writes `product`'s Info.plist at `plist`. A package's executables share one folder, so one Info.plist: the
    /// one Vignette wrote for another product is written again for this one before it runs (else every product
    /// of the package had the first one's identifier); one the user put there (an identifier not Vignette's) is kept.
    static func writeInfoPlist(at plist: URL, product: String) {
        let identifier = "dev.vignette." + product.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        if let data = FileManager.default.contents(atPath: plist.path) {
            let existing = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
            let written = existing?["CFBundleIdentifier"] as? String
            guard let written, written.hasPrefix("dev.vignette."), written != identifier else { return }
        }
        let info: [String: Any] = [
            "CFBundleIdentifier": identifier, "CFBundleName": product, "CFBundleVersion": "1",
            "CFBundleShortVersionString": "1.0",
        ]
        if let data = try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0) {
            try? data.write(to: plist, options: .atomic)
        }
    }
}

/// What `swift package describe --type json` says about a package's executables.
struct PackageDescription {
    /// An executable product and its target.
    struct Executable: Codable, Equatable {
        let product: String
        let target: String
        /// Whether its target depends on the VignetteSwiftUI product.
        let usesVignette: Bool
        /// The target's folder, relative to the package (`Sources/MyWidget`).
        let path: String?
    }

    let executables: [Executable]

    static func read(_ folder: URL) throws -> PackageDescription {
        let result = try Subprocess.run(
            Subprocess.swift, ["package", "--package-path", folder.path, "describe", "--type", "json"])
        guard result.status == 0, let start = result.output.firstIndex(of: "{"),
            let json = try? JSONSerialization.jsonObject(with: Data(result.output[start...].utf8)) as? [String: Any]
        else {
            throw PackageError.unreadableManifest(path: folder.path, output: String(result.output.suffix(2_000)))
        }
        let targets = (json["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) { found, target in
            if let name = target["name"] as? String { found[name] = target["product_dependencies"] as? [String] ?? [] }
        }
        let paths = (json["targets"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) { found, target in
            if let name = target["name"] as? String, let path = target["path"] as? String { found[name] = path }
        }
        let executables = (json["products"] as? [[String: Any]] ?? []).compactMap { product -> Executable? in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
                type["executable"] != nil, let target = (product["targets"] as? [String])?.first
            else { return nil }
            return Executable(
                product: name, target: target,
                usesVignette: targets[target]?.contains("VignetteSwiftUI") ?? false, path: paths[target])
        }
        return PackageDescription(executables: executables)
    }
}

/// What of SwiftPM's output a user sees while their package builds: each module once as it
/// starts compiling, the compiler's diagnostics with their source lines, and the result —
/// not the hundreds of numbered steps.
private final class BuildProgress: @unchecked Sendable {
    private let lines: LineSplitter

    /// `paths` maps the iOS reading's paths in a line to the package's (`IOSReadingPackage`).
    init(paths: @escaping @Sendable (String) -> String) {
        let filter = BuildOutputFilter()
        lines = LineSplitter { line in
            let line = paths(line)
            if filter.shows(Substring(line)) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        }
    }

    @Sendable func show(_ text: String) {
        lines.put(text)
    }
}

/// Which of SwiftPM's lines `BuildProgress` shows; lines come from two pipes' threads.
private final class BuildOutputFilter: @unchecked Sendable {
    private let lock = NSLock()
    private var modulesShown: Set<Substring> = []
    private var inDiagnostic = false

    func shows(_ line: Substring) -> Bool {
        lock.withLock { shouldShow(line) }
    }

    /// Called under the lock: module starts, diagnostics and what follows them, results.
    private func shouldShow(_ line: Substring) -> Bool {
        if line.contains("error:") || line.contains("warning:") && !line.contains(".build/checkouts/") {
            inDiagnostic = true
            return true
        }
        // A diagnostic's source excerpt: "12 | code", "   |    `- error…".
        if inDiagnostic, line.first == " " || line.first?.isNumber == true { return true }
        inDiagnostic = false
        if line.hasPrefix("Build ") || line.hasPrefix("Compiling") || line.hasPrefix("Fetching") { return true }
        if let range = line.range(of: "] Compiling "),
            let module = line[range.upperBound...].split(separator: " ").first
        {
            return modulesShown.insert(module).inserted
        }
        return false
    }
}
