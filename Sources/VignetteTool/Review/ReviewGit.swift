import Foundation
import VignetteCLI

/// The git side of `vignette review`: the repository holding the package, revisions resolved to
/// commits, and one reusable worktree per side under the review's cache folder.
public struct ReviewGit: Sendable {
    /// What went wrong, each message naming the input and what to do.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The package is not inside a git working tree.
        case notARepository(path: String, output: String)
        /// `--base` or `--head` names no commit.
        case unknownRevision(option: String, revision: String, repository: String)
        /// Uncommitted changes where accepted references would be written.
        case dirty(path: String, files: [String])
        /// A git command that should not fail did.
        case gitFailed(command: String, output: String)

        /// The message, naming the input and what to do.
        public var description: String {
            switch self {
            case .notARepository(let path, let output):
                return
                    "\(path) is not in a git repository (git: \(output)); vignette review compares git revisions of the package"
            case .unknownRevision(let option, let revision, let repository):
                return
                    "\(option) '\(revision)': no such revision in \(repository) (try a branch, a tag or a commit: git log --oneline)"
            case .dirty(let path, let files):
                return
                    "the working tree has uncommitted changes under \(path) (\(files.prefix(5).joined(separator: ", "))"
                    + "\(files.count > 5 ? ", …" : "")): commit or stash them first, accepted references are written there"
            case .gitFailed(let command, let output):
                return "git \(command) failed: \(output)"
            }
        }
    }

    /// The repository's top folder.
    public let top: URL
    /// The package's folder relative to `top` ("" when the package is the repository).
    public let packagePath: String

    /// The repository holding the package at `package`.
    public init(package: URL) throws {
        let result = try Self.git(["rev-parse", "--show-toplevel"], in: package)
        guard result.status == 0 else {
            throw Failure.notARepository(
                path: package.path, output: result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        top =
            URL(fileURLWithPath: result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
            .standardizedFileURL
        let full = package.resolvingSymlinksInPath().standardizedFileURL.path
        let root = top.resolvingSymlinksInPath().path
        packagePath = full == root ? "" : String(full.dropFirst(root.count + 1))
    }

    /// The commit `revision` names; `option` names it in the error.
    public func commit(_ revision: String, option: String) throws -> String {
        let result = try Self.git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: top)
        guard result.status == 0, !revision.hasPrefix("-") else {
            throw Failure.unknownRevision(option: option, revision: revision, repository: top.path)
        }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Files under `path` (relative to the package) with uncommitted changes or untracked.
    public func uncommitted(under path: String) throws -> [String] {
        let scope = packagePath.isEmpty ? path : packagePath + "/" + path
        let result = try Self.git(["status", "--porcelain", "--untracked-files=all", "--", scope], in: top)
        guard result.status == 0 else { throw Failure.gitFailed(command: "status", output: result.output) }
        return result.standardOutput.split(separator: "\n").map { String($0.dropFirst(3)) }
    }

    /// A worktree of `commit` at `folder`: made once, then moved to the commit on later reviews
    /// (its build folder stays, so a second review builds incrementally). Returns the package's folder in it.
    public func worktree(at folder: URL, commit: String) throws -> URL {
        let marker = folder.appendingPathComponent(".git")
        if FileManager.default.fileExists(atPath: marker.path),
            try Self.git(["checkout", "--quiet", "--detach", "--force", commit], in: folder).status == 0
        {
            // Untracked files left by the last review go; ignored ones (.build) stay.
            _ = try Self.git(["clean", "-fdq", "-e", ".build"], in: folder)
        } else {
            try? FileManager.default.removeItem(at: folder)
            _ = try Self.git(["worktree", "prune"], in: top)
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            let made = try Self.git(["worktree", "add", "--detach", "--force", folder.path, commit], in: top)
            guard made.status == 0 else {
                throw Failure.gitFailed(command: "worktree add \(folder.path) \(commit)", output: made.output)
            }
        }
        return packagePath.isEmpty ? folder : folder.appendingPathComponent(packagePath)
    }

    /// Variables that point git at another repository, work tree or index (a git hook or a CI job
    /// may have set them): the review's repository is the one holding the package, so they are left out.
    static let redirecting: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_PREFIX",
    ]

    static func git(_ arguments: [String], in folder: URL) throws -> Subprocess.Result {
        try Subprocess.run(
            "git", ["-C", folder.path] + arguments, environment: ["GIT_TERMINAL_PROMPT": "0"], unsetting: redirecting)
    }
}
