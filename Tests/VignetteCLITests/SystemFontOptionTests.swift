import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `--system-font FILE` (Docs/Fonts.md, Docs/CommandLine.md): the file serves the system font of the
/// render; a file that is not a font stops the command, naming it, before anything is written.
@Suite struct SystemFontOptionTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func render(_ extra: [String], to out: String) throws -> Data {
        try vignette(["render", "--widget", "course-schedule", "--family", "systemSmall", "--out", out] + extra)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        #expect(files.count == 1)
        return try Data(contentsOf: URL(fileURLWithPath: out + "/" + files[0]))
    }

    @Test func aFreeFontServesTheSystemFontOfTheRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let standard = try render([], to: folder.path("standard"))
        let dejaVu = try render(["--system-font", Self.dejaVuSans], to: folder.path("dejavu"))
        let again = try render(["--system-font", Self.dejaVuSans], to: folder.path("again"))
        #expect(dejaVu != standard)
        #expect(dejaVu == again, "the same file gives the same bytes")
    }

    @Test func aFileThatIsNotAFontNamesTheFileAndTheOption() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notAFont = try folder.write("not a font", to: "SF-Pro-Text-Regular.otf")
        for command in [
            ["render", "--widget", "course-schedule", "--family", "systemSmall"], ["gallery", "--widget", "weather"],
        ] {
            #expect(
                failure(command + ["--system-font", notAFont, "--out", folder.path("out")])
                    == "cannot read font '\(notAFont)': fontconfig finds no font in it; named in --system-font")
        }
        #expect(contents(of: folder.path("out")) == nil)
    }
}
