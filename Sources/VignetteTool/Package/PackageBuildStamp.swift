import Foundation
import VignetteCLI

/// What the last successful `--package` build saw (`.build/vignette-build-stamp.json`): the
/// fingerprint of its inputs (`PackageInputs`) taken before it started, the package's executables
/// as `swift package describe` listed them, and each product's executable as the build left it.
/// A later run whose fingerprint and executable are the same skips `swift package describe` and
/// `swift build` (about 2 s of SwiftPM with nothing to do, Docs/Performance.md); any difference,
/// a missing or unreadable stamp, or a stamp from a build whose inputs changed while it ran
/// builds again.
struct PackageBuildStamp: Codable, Equatable {
    /// An executable file's identity: any rebuild or replacement changes one of these.
    struct FileState: Codable, Equatable {
        var size: Int64
        var modified: Double
        var inode: UInt64

        init?(path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = (attributes[.size] as? NSNumber)?.int64Value,
                let modified = attributes[.modificationDate] as? Date,
                let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
            else { return nil }
            (self.size, self.modified, self.inode) = (size, modified.timeIntervalSince1970, inode)
        }
    }

    var fingerprint: String
    var executables: [PackageDescription.Executable]
    /// Product name → its executable after the build.
    var built: [String: FileState]

    static func url(in folder: URL) -> URL { folder.appendingPathComponent(".build/vignette-build-stamp.json") }

    /// The stamp in `folder`'s `.build` when its fingerprint is `fingerprint`.
    static func load(folder: URL, fingerprint: String?) -> PackageBuildStamp? {
        guard let fingerprint, let data = try? Data(contentsOf: url(in: folder)),
            let stamp = try? JSONDecoder().decode(PackageBuildStamp.self, from: data), stamp.fingerprint == fingerprint
        else { return nil }
        return stamp
    }

    /// Whether `product`'s executable at `path` is the one this stamp's build made.
    func isCurrent(product: String, executable path: String) -> Bool {
        guard let recorded = built[product], let now = FileState(path: path) else { return false }
        return recorded == now
    }

    /// Records that `product` built at `executable` from inputs with `inputs`' fingerprint; a racy or
    /// unknown fingerprint removes the stamp instead, so the next run builds.
    static func save(
        folder: URL, inputs: PackageInputs, executables: [PackageDescription.Executable], product: String,
        executable: String
    ) {
        let file = url(in: folder)
        guard let fingerprint = inputs.fingerprint, !inputs.isRacy, let state = FileState(path: executable) else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        var stamp =
            load(folder: folder, fingerprint: fingerprint)
            ?? PackageBuildStamp(fingerprint: fingerprint, executables: executables, built: [:])
        stamp.built[product] = state
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(stamp) { try? data.write(to: file, options: .atomic) }
    }
}
