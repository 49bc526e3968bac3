import Foundation
import Testing

@testable import VignetteTool

/// The Info.plist beside a package's executables, which Foundation on Linux reads as the main bundle's: every
/// product of a package gets its own identifier when it runs, and one the user wrote is kept.
@Suite struct PackageInfoPlistTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plist-\(UUID().uuidString)")
    var plist: URL { folder.appendingPathComponent("Info.plist") }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func identifier() throws -> String? {
        let data = try Data(contentsOf: plist)
        return (try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?[
            "CFBundleIdentifier"] as? String
    }

    @Test func eachProductOfAPackageRunsWithItsOwnIdentifier() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        PackageBuild.writeInfoPlist(at: plist, product: "Motivati")
        #expect(try identifier() == "dev.vignette.Motivati")
        // round14's Squirrel ran as "dev.vignette.Motivati" while the first plist was kept.
        PackageBuild.writeInfoPlist(at: plist, product: "Squirrel")
        #expect(try identifier() == "dev.vignette.Squirrel")
    }

    @Test func anInfoPlistOfTheUsersIsKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": "com.example.widgets"], format: .xml, options: 0)
        try own.write(to: plist)
        PackageBuild.writeInfoPlist(at: plist, product: "Squirrel")
        #expect(try identifier() == "com.example.widgets")
    }
}
