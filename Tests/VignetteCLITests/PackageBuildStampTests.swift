import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool
import VignetteFoundation

/// `--package` skips SwiftPM only when nothing a build reads has changed (issue 31's second run):
/// the fingerprint of a package and its path dependency changes with every kind of change, and the
/// stamp is current only for the same inputs and the executable the build left.
@Suite struct PackageBuildStampTests {
    /// A package `app` depending by path on `lib`, resolved as SwiftPM records it, and a checkout.
    func packages(in folder: TemporaryFolder) throws -> URL {
        let app = folder.url.appendingPathComponent("app")
        let files = [
            "app/Package.swift": "// manifest", "app/Sources/App/main.swift": "print(1)",
            "app/.build/debug/App": "executable", "app/.git/HEAD": "ref", "lib/Sources/Lib/Lib.swift": "let x = 1",
            "app/.build/checkouts/remote/Sources/R/R.swift": "let r = 1",
        ]
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let state = """
            {"object": {"dependencies": [
              {"packageRef": {"kind": "fileSystem", "location": "\(folder.path("lib"))"}, "state": {"name": "fileSystem", "path": "\(folder.path("lib"))"}, "subpath": "lib"},
              {"packageRef": {"kind": "remoteSourceControl", "location": "https://example.com/remote"}, "state": {"name": "sourceControlCheckout"}, "subpath": "remote"}
            ]}, "version": 7}
            """
        try Data(state.utf8).write(to: app.appendingPathComponent(".build/workspace-state.json"))
        return app
    }

    func fingerprint(_ app: URL, environment: [String: String] = ["HOME": "/root"]) -> String? {
        PackageInputs(folder: app, swift: "/usr/bin/true", environment: environment).fingerprint
    }

    @Test func everyKindOfChangeChangesTheFingerprint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try packages(in: folder)
        let first = try #require(fingerprint(app))
        #expect(fingerprint(app) == first)
        #expect(PackageInputs(folder: app, swift: "/usr/bin/true", environment: [:]).fileCount == 4)
        // Outside what a build reads: hidden folders (.git, .build's products), the shell's PWD.
        try Data("other".utf8).write(to: app.appendingPathComponent(".git/HEAD"))
        #expect(fingerprint(app, environment: ["HOME": "/root", "PWD": "/tmp"]) == first)
        var seen: Set<String> = [first]
        func expectNew(_ change: String, _ given: String? = nil) {
            let now = given ?? fingerprint(app)
            #expect(now != nil && seen.insert(now!).inserted, "\(change) left the fingerprint as it was")
        }
        let source = app.appendingPathComponent("Sources/App/main.swift")
        usleep(20_000)  // past the file system's clock tick, so the edit's time differs
        try Data("print(2)".utf8).write(to: source)
        expectNew("an edit of the same size")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: source.path)
        expectNew("a new modification time")
        try Data("let y = 2".utf8).write(to: folder.url.appendingPathComponent("lib/Sources/Lib/New.swift"))
        expectNew("a new file in the path dependency")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("lib/Sources/Lib/Lib.swift"))
        expectNew("a file removed from the path dependency")
        try Data("let r = 22".utf8).write(to: app.appendingPathComponent(".build/checkouts/remote/Sources/R/R.swift"))
        expectNew("an edit in a checked-out dependency")
        try Data("{}".utf8).write(
            to: app.appendingPathComponent(".swiftpm/configuration/mirrors.json"), createFolder: true)
        expectNew("SwiftPM's configuration")
        expectNew(
            "an environment variable a manifest may read", fingerprint(app, environment: ["HOME": "/root", "X": "1"]))
        expectNew(
            "another swift",
            PackageInputs(folder: app, swift: "/usr/bin/false", environment: ["HOME": "/root", "X": "1"]).fingerprint)
        try FileManager.default.removeItem(at: app.appendingPathComponent(".build/workspace-state.json"))
        #expect(fingerprint(app) == nil, "an unresolved package has no fingerprint: it is always built")
    }

    @Test func aStampIsCurrentOnlyForItsInputsAndItsExecutable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try packages(in: folder)
        let executable = app.appendingPathComponent(".build/debug/App").path
        let described = [
            PackageDescription.Executable(product: "App", target: "App", usesVignette: true, path: "Sources/App")
        ]
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: app.appendingPathComponent("Sources/App/main.swift").path)
        for path in ["Package.swift", ".build/checkouts/remote/Sources/R/R.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60)],
                ofItemAtPath: app.appendingPathComponent(path).path)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: folder.url.appendingPathComponent("lib/Sources/Lib/Lib.swift").path)
        // Files are changed a moment ago (ctime): the fingerprint is racy and no stamp is written.
        let racy = PackageInputs(folder: app)
        #expect(racy.isRacy)
        PackageBuildStamp.save(
            folder: app, inputs: racy, executables: described, product: "App", executable: executable)
        #expect(!FileManager.default.fileExists(atPath: PackageBuildStamp.url(in: app).path))
        let settled = PackageInputs(folder: app, racyWindow: 0)
        PackageBuildStamp.save(
            folder: app, inputs: settled, executables: described, product: "App", executable: executable)
        let stamp = try #require(PackageBuildStamp.load(folder: app, fingerprint: settled.fingerprint))
        #expect(stamp.executables == described)
        #expect(stamp.isCurrent(product: "App", executable: executable))
        #expect(!stamp.isCurrent(product: "Other", executable: executable))
        #expect(PackageBuildStamp.load(folder: app, fingerprint: "another") == nil)
        // Rebuilt or replaced by another build: not the executable the stamp's build made.
        try Data("executable, rebuilt".utf8).write(to: URL(fileURLWithPath: executable))
        #expect(!stamp.isCurrent(product: "App", executable: executable))
    }
}

extension Data {
    fileprivate func write(to url: URL, createFolder: Bool) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: url)
    }
}

extension PackageBuildStampTests {
    /// A render on another thread freezes Foundation's clock at the render's moment (`WallClock`);
    /// the racy check reads the system's own, or every file would look changed "just now".
    @Test func aFrozenRenderClockDoesNotMakeSettledFilesRacy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try packages(in: folder)
        for path in ["Package.swift", "Sources/App/main.swift", ".build/checkouts/remote/Sources/R/R.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60)],
                ofItemAtPath: app.appendingPathComponent(path).path)
        }
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let (frozenDate, inputs) = WallClock.frozen(at: past) { (Date(), PackageInputs(folder: app, racyWindow: 0)) }
        #expect(frozenDate == past)
        #expect(!inputs.isRacy)
        #expect(abs(PackageInputs.realNow() - Date().timeIntervalSince1970) < 5)
    }
}
