import Foundation
import Testing
@testable import VignetteCLI

/// Font files in a package's resources reach `Font.custom` (Docs/SwiftUI.md §4).
@Suite struct ResourceFontsTests {
    @Test func fontFilesAreFoundUnderTheFoldersButNotInBuildFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let manager = FileManager.default
        for name in ["Fonts", ".build/debug", "Assets.xcassets"] {
            try manager.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        for name in [
            "Fonts/Poppins-Bold.ttf", "Fonts/Brand.OTF", "Fonts/notes.txt", ".build/debug/Copied.ttf", "Inline.ttc",
        ] {
            manager.createFile(atPath: folder.path(name), contents: Data())
        }
        let found = ResourceFonts.files(under: folder.url).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["Fonts/Brand.OTF", "Fonts/Poppins-Bold.ttf", "Inline.ttc"])
    }

    @Test func aFileThatHoldsNoFontIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path("Broken.ttf")
        FileManager.default.createFile(atPath: file, contents: Data("not a font".utf8))
        do {
            try ResourceFonts.registerFromEnvironment(["VIGNETTE_RESOURCES": folder.path])
            Issue.record("no error")
        } catch {
            let message = "\(error)"
            #expect(message.contains(file) && message.contains("$VIGNETTE_RESOURCES"), "\(message)")
        }
    }
}
