import Foundation
import VignetteCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a `swift build` of a package could read, reduced to one fingerprint, so that a
/// `--package` run with nothing changed can skip SwiftPM (`PackageBuildStamp`): every file of the
/// package and of each package it depends on (by path, or checked out under `.build/checkouts`),
/// SwiftPM's record of the resolved dependencies, the `swift` executable and the environment
/// (a manifest may read it). Each file counts by path, size, inode, modification and change
/// time, so an edit, a `touch`, a new, removed or renamed file all change the fingerprint.
/// Hidden files and folders are left out as SwiftPM leaves them out of targets, except
/// `.swiftpm` (its configuration: mirrors, registries).
struct PackageInputs {
    /// The fingerprint; nil when the package has not been resolved yet (no `.build/workspace-state.json`).
    let fingerprint: String?
    /// Whether a file changed within `racyWindow` seconds before the fingerprint was taken: a
    /// later change in the same clock tick could go unseen, so no stamp is written (as git's
    /// "racily clean" entries).
    let isRacy: Bool
    /// Files seen, for the progress line.
    let fileCount: Int

    static let racyWindow: TimeInterval = 2

    /// Environment variables that differ between shells of the same build and never reach a build.
    static let volatileEnvironment: Set<String> = [
        "_", "PWD", "OLDPWD", "SHLVL", "COLUMNS", "LINES", "TERM", "TERM_SESSION_ID", "TERM_PROGRAM",
        "TERM_PROGRAM_VERSION", "SSH_CLIENT", "SSH_CONNECTION", "SSH_TTY", "SSH_AUTH_SOCK", "DISPLAY",
        "VIGNETTE_TEST_COMMAND",
    ]

    init(
        folder: URL, swift: String = Subprocess.swift,
        environment: [String: String] = ProcessInfo.processInfo.environment, racyWindow: TimeInterval = Self.racyWindow
    ) {
        let started = Self.realNow()
        var digest = FNV1a()
        let build = folder.appendingPathComponent(".build")
        guard let state = try? Data(contentsOf: build.appendingPathComponent("workspace-state.json")) else {
            (fingerprint, isRacy, fileCount) = (nil, false, 0)
            return
        }
        digest.add("workspace-state \(state.count)\n")
        digest.add(state)
        var roots = [folder.path]
        roots += Self.dependencyFolders(state: state, checkouts: build.appendingPathComponent("checkouts"))
        var walker = TreeWalker()
        for root in roots { walker.walk(root, into: &digest) }
        digest.add("swift \(swift) \(Self.resolved(swift).map(TreeWalker.describe) ?? "not found")\n")
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) where !Self.volatileEnvironment.contains(key) {
            digest.add("env \(key)=\(value)\n")
        }
        fingerprint = String(format: "%016llx", digest.value)
        fileCount = walker.files
        isRacy = walker.latestChange > started - racyWindow
    }

    /// The system's time, read here rather than through Foundation: while widget code runs on another
    /// thread, `Date()` is frozen at the render clock (`WallClock`), which would make every file look racy.
    static func realNow() -> TimeInterval {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9
    }

    /// The folders of the packages SwiftPM resolved: local ones by path, the others' checkouts.
    static func dependencyFolders(state: Data, checkouts: URL) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: state) as? [String: Any],
            let object = json["object"] as? [String: Any], let dependencies = object["dependencies"] as? [[String: Any]]
        else { return [] }
        return dependencies.compactMap { dependency in
            let reference = dependency["packageRef"] as? [String: Any]
            let state = dependency["state"] as? [String: Any]
            if let path = state?["path"] as? String { return path }
            if reference?["kind"] as? String == "fileSystem", let location = reference?["location"] as? String {
                return location
            }
            return (dependency["subpath"] as? String).map { checkouts.appendingPathComponent($0).path }
        }
    }

    /// `swift` as the shell would find it.
    static func resolved(_ program: String) -> String? {
        if program.contains("/") { return program }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }
}

/// Walks folders with `lstat`, adding each entry's path and state to a digest, in name order.
private struct TreeWalker {
    var files = 0
    /// The newest modification or change time seen (seconds since 1970).
    var latestChange: TimeInterval = 0
    private var visited: Set<[UInt64]> = []

    mutating func walk(_ path: String, into digest: inout FNV1a) {
        var info = stat()
        guard stat(path, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
            digest.add("missing \(path)\n")
            return
        }
        guard let directory = opendir(path) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." || (name.hasPrefix(".") && name != ".swiftpm") { continue }
            names.append(name)
        }
        closedir(directory)
        for name in names.sorted() {
            let child = path + "/" + name
            var entry = stat()
            // A link counts by what it points to; a linked folder is walked.
            guard stat(child, &entry) == 0 else {
                digest.add("broken \(child)\n")
                continue
            }
            if (entry.st_mode & S_IFMT) == S_IFDIR {
                digest.add("dir \(child)\n")
                walk(child, into: &digest)
            } else {
                files += 1
                digest.add("\(child) \(Self.describe(entry))\n")
                latestChange = max(latestChange, Self.seconds(Self.modified(entry)), Self.seconds(Self.changed(entry)))
            }
        }
    }

    static func describe(_ path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 ? describe(info) : "missing"
    }

    static func describe(_ info: stat) -> String {
        let (modified, changed) = (modified(info), changed(info))
        return
            "\(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
    }

    #if canImport(Darwin)
    static func modified(_ info: stat) -> timespec { info.st_mtimespec }
    static func changed(_ info: stat) -> timespec { info.st_ctimespec }
    #else
    static func modified(_ info: stat) -> timespec { info.st_mtim }
    static func changed(_ info: stat) -> timespec { info.st_ctim }
    #endif

    static func seconds(_ time: timespec) -> TimeInterval {
        TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }
}

/// 64-bit FNV-1a: a stable hash (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        for byte in data {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }
}
