import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool
import VignetteSnapshots

/// `vignette review`'s git side and its list of changes, on small repositories made here (the
/// rendering and the page are driven end to end by Tests/Browser/ci_test.py).
@Suite struct ReviewTests {
    /// A repository holding a package (a bare Package.swift) with two commits; returns its folder.
    func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try git(["init", "-q", "-b", "main"], folder)
        try put("// swift-tools-version: 6.1\n", "Package.swift", in: folder)
        try put("one\n", "Snapshots/vignette-test/W/a.png", in: folder)
        try put(".build/\n", ".gitignore", in: folder)
        try git(["add", "-A"], folder)
        try git(["-c", "user.email=t@t.invalid", "-c", "user.name=t", "commit", "-q", "-m", "first"], folder)
        try put("two\n", "Snapshots/vignette-test/W/a.png", in: folder)
        try git(["-c", "user.email=t@t.invalid", "-c", "user.name=t", "commit", "-q", "-am", "second"], folder)
        return folder
    }

    /// Writes `text` to `name` in `folder`, making the folders it needs.
    func put(_ text: String, _ name: String, in folder: TemporaryFolder) throws {
        let file = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func git(_ arguments: [String], _ folder: TemporaryFolder) throws {
        let result = try ReviewGit.git(arguments, in: folder.url)
        #expect(result.status == 0, "git \(arguments): \(result.output)")
    }

    @Test func aRevisionThatDoesNotExistIsNamed() throws {
        let folder = try repository()
        defer { folder.remove() }
        #expect(
            throws: ReviewGit.Failure.unknownRevision(
                option: "--base", revision: "nope", repository: folder.url.resolvingSymlinksInPath().path)
        ) {
            try ReviewRun(package: folder.path, base: "nope", head: nil, cache: nil)
        }
        let error = ReviewGit.Failure.unknownRevision(option: "--head", revision: "v9", repository: "/r")
        #expect(
            error.description
                == "--head 'v9': no such revision in /r (try a branch, a tag or a commit: git log --oneline)")
        #expect(throws: ReviewGit.Failure.self) {
            try ReviewRun(package: folder.path, base: "--all", head: nil, cache: nil)
        }
    }

    @Test func aFolderOutsideGitIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try put("// swift-tools-version: 6.1\n", "Package.swift", in: folder)
        do {
            _ = try ReviewRun(package: folder.path, base: "main", head: nil, cache: nil)
            Issue.record("expected an error")
        } catch let error as ReviewGit.Failure {
            #expect(error.description.hasPrefix("\(folder.url.standardizedFileURL.path) is not in a git repository"))
        }
    }

    @Test func aHeadRevisionNeedsCleanSnapshotsButTheWorkingTreeDoesNot() throws {
        let folder = try repository()
        defer { folder.remove() }
        try put("edited\n", "Snapshots/vignette-test/W/a.png", in: folder)
        // The working tree as head: uncommitted changes are what is reviewed.
        let review = try ReviewRun(package: folder.path, base: "HEAD~1", head: nil, cache: nil)
        #expect(review.base.commit.count == 40)
        do {
            _ = try ReviewRun(package: folder.path, base: "HEAD~1", head: "HEAD", cache: nil)
            Issue.record("expected the dirty tree to be refused")
        } catch let error as ReviewGit.Failure {
            #expect(
                error
                    == .dirty(
                        path: folder.url.standardizedFileURL.appendingPathComponent("Snapshots").path,
                        files: ["Snapshots/vignette-test/W/a.png"]))
            #expect(error.description.contains("commit or stash them first"))
        }
    }

    @Test func aWorktreeIsMadeOnceThenMovedKeepingItsBuildFolder() throws {
        let folder = try repository()
        defer { folder.remove() }
        let git = try ReviewGit(package: folder.url)
        let place = folder.url.appendingPathComponent(".build/vignette-review/base")
        let first = try git.worktree(at: place, commit: try git.commit("HEAD~1", option: "--base"))
        #expect(
            try String(contentsOf: first.appendingPathComponent("Snapshots/vignette-test/W/a.png"), encoding: .utf8)
                == "one\n")
        let kept = first.appendingPathComponent(".build/kept")
        try FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: kept)
        let second = try git.worktree(at: place, commit: try git.commit("HEAD", option: "--head"))
        #expect(second == first)
        #expect(
            try String(contentsOf: second.appendingPathComponent("Snapshots/vignette-test/W/a.png"), encoding: .utf8)
                == "two\n")
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }

    @Test func changesAreTheHeadsFailuresAndTheBaseImagesItNoLongerDraws() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["W_systemSmall", "W_systemMedium", "Gone_systemSmall"] {
            let subject = name.split(separator: "_")[0]
            try put("png", "base/\(subject)/\(name).png", in: folder)
        }
        func entry(_ name: String, reference: Bool) -> String {
            """
            {"run": "r", "test": "vignette-test/W", "name": "\(name)", "message": "m", "date": "2026-11-28T10:00:00Z",
             "actual": "vignette-test/W/\(name).actual.png"\(reference ? #", "reference": "vignette-test/W/\#(name).reference.png", "diff": "d.png""# : "")}
            """
        }
        try put(entry("W_systemSmall", reference: true), "artifacts/entries/1.json", in: folder)
        try put(entry("W_systemLarge", reference: false), "artifacts/entries/2.json", in: folder)
        let head: Set = [
            "Snapshots/vignette-test/W/W_systemSmall.png", "Snapshots/vignette-test/W/W_systemMedium.png",
            "Snapshots/vignette-test/W/W_systemLarge.png",
        ]
        let changes = ReviewChange.collect(
            artifacts: folder.url.appendingPathComponent("artifacts"),
            baseImages: folder.url.appendingPathComponent("base"), headPaths: head)
        #expect(
            changes.map(\.id) == [
                "vignette-test/Gone/Gone_systemSmall", "vignette-test/W/W_systemLarge", "vignette-test/W/W_systemSmall",
            ])
        #expect(changes.map(\.kind) == [.removed, .added, .changed])
        #expect(
            changes[2].base == "W/W_systemSmall.png" && changes[2].head == "vignette-test/W/W_systemSmall.actual.png"
                && changes[2].diff == "d.png")
        #expect(changes[1].base == nil && changes[0].head == nil)
        #expect(
            changes[0].referenceURL(packageRoot: URL(fileURLWithPath: "/p")).path
                == "/p/Snapshots/vignette-test/Gone/Gone_systemSmall.png")
    }

    @Test func acceptingWritesTheReferenceUnderTheMatrixStemWithItsScale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stem = "StepsWidget_systemSmall_iphone-16-pro-max_ios26_light@3x"
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Examples/WidgetPackage/Snapshots/vignette-test/StepsWidget/\(stem).png")
        let actual = folder.url.appendingPathComponent("artifacts/vignette-test/StepsWidget/\(stem).actual.png")
        try FileManager.default.createDirectory(
            at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sample, to: actual)
        try put(
            #"{"run": "r", "test": "vignette-test/StepsWidget", "name": "\#(stem)", "message": "m", "date": "2026-11-28T10:00:00Z", "actual": "vignette-test/StepsWidget/\#(stem).actual.png"}"#,
            "artifacts/entries/1.json", in: folder)
        let failed = try #require(FailedSnapshot.load(artifacts: folder.url.appendingPathComponent("artifacts")).first)
        let written = try failed.accept(
            artifacts: folder.url.appendingPathComponent("artifacts"),
            packageRoot: folder.url.appendingPathComponent("pkg"))
        #expect(
            written.path
                == folder.url.appendingPathComponent("pkg/Snapshots/vignette-test/StepsWidget/\(stem).png").path)
        #expect(FileManager.default.fileExists(atPath: written.path))
    }
}
