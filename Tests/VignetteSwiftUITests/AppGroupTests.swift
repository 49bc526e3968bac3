import Foundation
import SwiftUI
import Testing

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` stands in for an app
/// group's container with a folder (Docs/SwiftUI.md, "App groups").
@Suite struct AppGroupTests {
    @Test func theContainerIsAFolderPerGroupUnderTheGivenRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-groups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        setenv("VIGNETTE_APP_GROUPS", root.path, 1)
        defer { unsetenv("VIGNETTE_APP_GROUPS") }
        let container = try #require(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.steps"))
        #expect(container.standardizedFileURL.path == root.appendingPathComponent("group.com.example.steps").path)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container.path, isDirectory: &isFolder) && isFolder.boolValue)
        // What the app writes there, the widget reads back.
        try Data("7412".utf8).write(to: container.appendingPathComponent("steps.txt"))
        #expect(try String(contentsOf: container.appendingPathComponent("steps.txt"), encoding: .utf8) == "7412")
        // An id that is not one path component is no group.
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
    }
}
