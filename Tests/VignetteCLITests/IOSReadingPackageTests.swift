import Foundation
import Testing
@testable import VignetteTool

/// `--package` builds the iOS reading of a package whose files use `@objc` and `#if os(iOS)`
/// (Fixtures/IOSReadingPackage, which needs no Vignette): it compiles, its iOS code runs, the
/// compiler's errors name the user's files at their own line and column, and the files are unchanged.
@Suite(.serialized) struct IOSReadingPackageTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/IOSReadingPackage")
    static let widgetFile = fixture.appendingPathComponent("Sources/IOSWidget/main.swift")
    static let brokenFile = fixture.appendingPathComponent("Sources/IOSBroken/main.swift")

    @Test func theIOSCodeIsBuiltAndRunsWithTheFilesUnchanged() throws {
        let before = try Data(contentsOf: Self.widgetFile)
        // A build each time, so the mirror is made by this code (a current stamp skips the build).
        try? FileManager.default.removeItem(at: PackageBuildStamp.url(in: Self.fixture))
        let printed = try vignette(["widgets", "--package", Self.fixture.path, "--target", "IOSWidget"])
        // `os(iOS)` true, `@objc(StoredCount)` and `@objc` dropped; the string's own `#if os(iOS) @objc` kept.
        #expect(printed == "CountWidget read as iOS: 3 #if os(iOS) @objc\n")
        #expect(try Data(contentsOf: Self.widgetFile) == before)
        // The mirror holds the rewritten text, each line as long as the user's.
        let mirror = IOSReadingPackage.root(for: Self.fixture).appendingPathComponent("Sources/IOSWidget/main.swift")
        let rewritten = try String(contentsOf: mirror, encoding: .utf8)
        let original = String(decoding: before, as: UTF8.self)
        #expect(rewritten.split(separator: "\n").map(\.count) == original.split(separator: "\n").map(\.count))
        #expect(rewritten.contains("\n#if true   \n") && !rewritten.contains("@objc(StoredCount)"))
        // Every other entry of the package is a link to the user's.
        let manager = FileManager.default
        let root = IOSReadingPackage.root(for: Self.fixture)
        // A folder beside them is a folder of the mirror (a plugin's walk does not enter linked ones), its files links.
        let parts = root.appendingPathComponent("Sources/IOSWidget/Parts")
        #expect((try? manager.destinationOfSymbolicLink(atPath: parts.path)) == nil)
        #expect(
            try manager.destinationOfSymbolicLink(atPath: parts.appendingPathComponent("Unit.swift").path)
                == Self.fixture.appendingPathComponent("Sources/IOSWidget/Parts/Unit.swift").path)
        #expect(
            try manager.destinationOfSymbolicLink(
                atPath: root.appendingPathComponent("Sources/IOSWidget/Label.swift").path)
                == Self.fixture.appendingPathComponent("Sources/IOSWidget/Label.swift").path)
    }

    @Test func anErrorInIOSCodeNamesTheUsersFileLineAndColumn() {
        let message = failure(["widgets", "--package", Self.fixture.path, "--target", "IOSBroken"])
        // Line 4, column 54: after the `@objc` made spaces, as in the user's file.
        #expect(
            message?.contains(
                Self.brokenFile.path + ":4:54: error: cannot convert value of type 'String' to specified type 'Int'")
                == true, "\(message ?? "no failure")")
        #expect(message?.contains(".build/vignette-ios") == false)
    }

    @Test func aPackageWithNeitherHasNoMirror() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = URL(fileURLWithPath: folder.path("Plain"))
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/Plain"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("#if os(macOS)\n#endif\n// os(iOS) @objc\n".utf8).write(
            to: package.appendingPathComponent("Sources/Plain/main.swift"))
        #expect(try IOSReadingPackage.make(folder: package) == nil)
        #expect(!FileManager.default.fileExists(atPath: IOSReadingPackage.root(for: package).path))
    }

    @Test func relativeDependenciesAndThePackagesFolderAreTheUsers() {
        // A folder name only: nothing is read or written there.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Widgets")
        let ending = IOSReadingPackage.manifestEnding(
            folder: folder, manifest: "let p = Context.packageDirectory\nlet package = Package(name: \"W\")")
        #expect(ending.contains("let absolute = \"\(folder.path)/\" + path"))
        #expect(ending.contains("static let packageDirectory = \"\(folder.path)\""))
        #expect(!ending.contains("gitInformation"))
        #expect(!IOSReadingPackage.manifestEnding(folder: folder, manifest: "").contains("Context"))
    }
}

/// `vignette ios-reading DIR`, which `make fidelity` builds its corpus package with: the mirror's folder for a
/// package that needs the iOS reading, the package's own for one that does not, an error for no package.
@Suite(.serialized) struct IOSReadingCommandTests {
    @Test func printsTheMirrorForAPackageThatReadsDifferentlyOnAnIPhone() throws {
        let printed = try vignette(["ios-reading", IOSReadingPackageTests.fixture.path])
        let root = IOSReadingPackage.root(for: IOSReadingPackageTests.fixture)
        #expect(printed == root.path + "\n")
        let mirror = try String(
            contentsOf: root.appendingPathComponent("Sources/IOSWidget/main.swift"), encoding: .utf8)
        #expect(mirror.contains("\n#if true   \n"))
    }

    @Test func printsThePackageItselfWhenNothingChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = URL(fileURLWithPath: folder.path("Plain"))
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/Plain"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("let x = 1\n".utf8).write(to: package.appendingPathComponent("Sources/Plain/main.swift"))
        #expect(try vignette(["ios-reading", package.path]) == package.path + "\n")
        #expect(!FileManager.default.fileExists(atPath: IOSReadingPackage.root(for: package).path))
    }

    @Test func aFolderWithoutAPackageIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(failure(["ios-reading", folder.path("")])?.contains("no Package.swift in") == true)
    }
}
