import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// Errors that point (issue 20): a picture or font that cannot be read names the file, the
/// folder a relative path was resolved against, and where it was asked for.
@Suite struct ResourceErrorTests {
    let workingFolder = FileManager.default.currentDirectoryPath

    @Test func aMissingPictureInATreeNamesTheFileTheFolderAndTheJSONPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(
            ##"""
            {"type": "column", "children": [
              {"type": "fill", "color": "#FF0000"},
              {"type": "row", "children": [{"type": "picture", "path": "no-such-art/cover.png"}]}
            ]}
            """##, to: "card.json")
        let message = failure(["render", "--tree", tree, "--family", "systemSmall", "--out", folder.path("out")])
        #expect(
            message == "cannot read picture 'no-such-art/cover.png' (relative to \(workingFolder)): "
                + "No such file or directory; named in \(tree) at children[1].children[0].path")
        #expect(contents(of: folder.path("out")) == nil)
    }

    @Test func anUnreadablePictureAtTheTopOfATreeNamesItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = try folder.write("not a picture", to: "note.png")
        let tree = try folder.write(##"{"type": "picture", "path": "\##(picture)"}"##, to: "t.json")
        #expect(
            failure(["render", "--tree", tree, "--family", "systemSmall", "--out", folder.path("out")])
                == "cannot read picture '\(picture)': not a PNG, JPEG, SVG or PDF image with a size; named in \(tree) at path"
        )
    }

    @Test func aMissingFontNamesTheFileTheFolderAndTheOption() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            failure([
                "render", "--widget", "course-schedule", "--family", "systemSmall", "--font", "fonts/Missing.ttf",
                "--out", folder.path("out"),
            ])
                == "cannot read font 'fonts/Missing.ttf' (relative to \(workingFolder)): No such file or directory; named in --font"
        )
        let notAFont = try folder.write("not a font", to: "Plain.ttf")
        #expect(
            failure([
                "render", "--widget", "course-schedule", "--family", "systemSmall", "--font", notAFont,
                "--out", folder.path("out"),
            ])
                == "cannot read font '\(notAFont)': fontconfig finds no font in it; named in --font")
    }
}
