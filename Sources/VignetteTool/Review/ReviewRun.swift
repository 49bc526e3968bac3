import ArgumentParser
import Foundation
import VignetteSnapshots
import VignetteCLI

/// `vignette review`'s work: the base revision rendered in its own worktree (its images recorded
/// into a folder of the cache, never the package's), the head revision (the working tree, or a
/// worktree of `--head`) checked against those images as `vignette test` checks references, and
/// the differences listed. Accepting writes the head's image into the package's `Snapshots/`.
public struct ReviewRun: Sendable {
    /// The package whose `Snapshots/` accepted references go to (the working tree's).
    public let package: URL
    /// `<package>/.build/vignette-review` unless given: worktrees, their build folders, the renders.
    public let cache: URL
    /// The base revision as given and as a commit.
    public let base: (given: String, commit: String)
    /// The head revision as given and as a commit; nil for the working tree.
    public let head: (given: String, commit: String)?
    let git: ReviewGit

    /// Checks the revisions before anything is built: they must exist, and with `--head` the
    /// package's `Snapshots/` must be clean, since accepted references are written there.
    public init(package: String, base: String, head: String?, cache: String?) throws {
        let folder = URL(fileURLWithPath: package).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw PackageError.notAPackage(path: package)
        }
        self.package = folder
        self.cache =
            cache.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? folder.appendingPathComponent(".build/vignette-review")
        let git = try ReviewGit(package: folder)
        self.git = git
        self.base = (base, try git.commit(base, option: "--base"))
        self.head = try head.map { ($0, try git.commit($0, option: "--head")) }
        if self.head != nil {
            let dirty = try git.uncommitted(under: "Snapshots")
            if !dirty.isEmpty {
                throw ReviewGit.Failure.dirty(path: folder.appendingPathComponent("Snapshots").path, files: dirty)
            }
        }
    }

    /// The base revision's images, as its `vignette test --record all` wrote them.
    public var baseImages: URL { cache.appendingPathComponent("base-root/Snapshots/\(TestRun.group)") }
    /// The head run's failure artefacts: its image, the base's, the difference.
    public var artifacts: URL { cache.appendingPathComponent("head-out/artifacts") }

    /// Renders both sides (`jobs` images at once, the widget target `target`) and lists what differs.
    public func compare(target: String?, jobs: Int) throws -> [ReviewChange] {
        let baseFolder = try git.worktree(at: cache.appendingPathComponent("base"), commit: base.commit)
        let headFolder =
            try head.map { try git.worktree(at: cache.appendingPathComponent("head"), commit: $0.commit) } ?? package
        Console.writeError("vignette review: base \(base.given) (\(base.commit.prefix(10))) in \(baseFolder.path)\n")
        let baseRoot = cache.appendingPathComponent("base-root")
        try render(
            baseFolder, root: baseRoot, images: nil, out: cache.appendingPathComponent("base-out"), target: target,
            jobs: jobs, side: "base")
        Console.writeError(
            "vignette review: head \(head.map { "\($0.given) (\($0.commit.prefix(10)))" } ?? "working tree") in \(headFolder.path)\n"
        )
        let headOut = cache.appendingPathComponent("head-out")
        try render(
            headFolder, root: cache.appendingPathComponent("head-root"), images: baseImages, out: headOut,
            target: target, jobs: jobs, side: "head")
        let results = try JSONDecoder().decode(
            TestResults.self, from: Data(contentsOf: headOut.appendingPathComponent("results.json")))
        for image in results.images where image.status == .error {
            Console.writeError("head: \(image.subject) could not be rendered: \(image.message)\n")
        }
        return ReviewChange.collect(
            artifacts: artifacts, baseImages: baseImages, headPaths: Set(results.images.map(\.path)))
    }

    /// One side through `vignette test`: `root` gets the side's vignette.json and, for the head,
    /// the base's images as its references; the base records every image, the head records none.
    private func render(
        _ folder: URL, root: URL, images: URL?, out: URL, target: String?, jobs: Int, side: String
    ) throws {
        let files = FileManager.default
        try? files.removeItem(at: root)
        try? files.removeItem(at: out)
        try files.createDirectory(at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent(TestConfiguration.fileName)
        if files.fileExists(atPath: configuration.path) {
            try files.copyItem(at: configuration, to: root.appendingPathComponent(TestConfiguration.fileName))
        }
        if let images, files.fileExists(atPath: images.path) {
            try files.copyItem(at: images, to: root.appendingPathComponent("Snapshots/\(TestRun.group)"))
        }
        var arguments = ["--package", folder.path, "--root", root.path, "--out", out.path, "--jobs", "\(jobs)"]
        arguments += target.map { ["--target", $0] } ?? []
        // The base records everything; the head, as on CI, records nothing (a new image is "added").
        if images == nil { arguments += ["--record", "all"] } else { setenv("CI", "1", 1) }
        do {
            try ReportingTestCommand.parse(arguments).run()
        } catch let exit as ExitCode where exit.rawValue == 1 && images != nil {
            // Differences: what the review is for.
        } catch let exit as ExitCode {
            if !files.fileExists(atPath: out.appendingPathComponent("results.json").path) || exit.rawValue != 2 {
                throw ReviewError.renderFailed(side: side, folder: folder.path, status: exit.rawValue)
            }
        }
    }

    /// Writes the head's image of each change in `ids` as the package's reference (a removed
    /// image's reference is deleted); returns the files written or deleted.
    public func accept(_ changes: [ReviewChange]) throws -> [URL] {
        let failures = Dictionary(
            FailedSnapshot.load(artifacts: artifacts).map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        return try changes.map { change in
            let reference = change.referenceURL(packageRoot: package)
            if change.kind == .removed {
                if FileManager.default.fileExists(atPath: reference.path) {
                    try FileManager.default.removeItem(at: reference)
                }
                return reference
            }
            guard let failed = failures[change.id] else { throw ReviewError.unknownImage(change.id) }
            return try failed.accept(artifacts: artifacts, packageRoot: package)
        }
    }
}

/// Why a review could not be made.
public enum ReviewError: Error, Equatable, CustomStringConvertible {
    /// A side's `vignette test` ended with an error and no results.
    case renderFailed(side: String, folder: String, status: Int32)
    /// An accept named an image the review does not list.
    case unknownImage(String)

    /// The message, naming the side or the image.
    public var description: String {
        switch self {
        case .renderFailed(let side, let folder, let status):
            return
                "the \(side) revision could not be rendered (vignette test --package \(folder) exited with \(status); its errors are above)"
        case .unknownImage(let id): return "no image '\(id)' in this review"
        }
    }
}
