import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `--symbols DIR` (Docs/Symbols.md): a template named after a symbol replaces the icon font's glyph;
/// the names no template covers are noted on standard error; a file that is not a template stops the
/// command, naming it and what it lacks.
@Suite struct SymbolsOptionTests {
    /// A template of one triangle, the smallest file that passes as one (written by hand).
    static let triangle = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
          <g id="Guides">
            <line id="Baseline-S" x1="0" y1="30" x2="100" y2="30"/><line id="Capline-S" x1="0" y1="10" x2="100" y2="10"/>
            <line id="Baseline-M" x1="0" y1="60" x2="100" y2="60"/><line id="Capline-M" x1="0" y1="40" x2="100" y2="40"/>
            <line id="Baseline-L" x1="0" y1="90" x2="100" y2="90"/><line id="Capline-L" x1="0" y1="70" x2="100" y2="70"/>
          </g>
          <g id="Symbols"><g id="Regular-M"><path d="M10 60 L30 40 L50 60 Z"/></g></g>
        </svg>
        """#

    func render(_ extra: [String], to out: String) -> (png: Data?, errors: String, failure: String?) {
        let run = vignetteWithErrors(
            ["render", "--widget", "weather", "--family", "systemMedium", "--out", out] + extra)
        let file = (try? FileManager.default.contentsOfDirectory(atPath: out))?.first { $0.hasSuffix(".png") }
        return (file.flatMap { FileManager.default.contents(atPath: out + "/" + $0) }, run.errors, run.failure)
    }

    @Test func aTemplateReplacesTheIconAndTheOthersAreNoted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        try Data(Self.triangle.utf8).write(to: URL(fileURLWithPath: symbols + "/sun.max.fill.svg"))
        let plain = render([], to: folder.path("plain"))
        let templated = render(["--symbols", symbols], to: folder.path("templated"))
        #expect(templated.failure == nil)
        #expect(plain.png != nil && templated.png != nil && plain.png != templated.png)
        #expect(templated.errors.contains("symbols drawn from the icon font (no template in \(symbols)): cloud."))
        #expect(!templated.errors.contains("sun.max.fill"))
        #expect(!plain.errors.contains("symbols drawn from the icon font"))
        // Without a folder every symbol is a stand-in, and one note says so and how to draw the real ones.
        let standIns = plain.errors.split(separator: "\n").filter { $0.contains("stand-ins") }
        #expect(standIns.count == 1)
        #expect(
            standIns.first?.hasPrefix(
                "note: symbols drawn with the icon font's stand-ins (--symbols DIR draws SF Symbols templates): cloud.")
                == true)
        #expect(standIns.first?.contains("sun.max.fill") == true)
    }

    @Test func aFileThatIsNotATemplateStopsTheRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        let badge = symbols + "/badge.svg"
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20"/></svg>"#.utf8
        )
        .write(to: URL(fileURLWithPath: badge))
        let run = render(["--symbols", symbols], to: folder.path("out"))
        #expect(
            run.failure == "cannot read symbol template '\(badge)': not an SF Symbols template: no guide Baseline-S, "
                + "Capline-S, Baseline-M, Capline-M, Baseline-L, Capline-L; named in --symbols")
        #expect(contents(of: folder.path("out")) == nil)
    }

    @Test func aFolderThatDoesNotExistNamesItForEveryCommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.path("no-such-symbols")
        for command in [
            ["render", "--widget", "weather", "--family", "systemSmall"], ["gallery", "--widget", "weather"],
            ["screenshots", "--config", "Examples/Screenshots/store.json"],
        ] {
            #expect(
                failure(command + ["--symbols", missing, "--out", folder.path("out")])
                    == "cannot read symbols folder '\(missing)': No such folder; named in --symbols", "\(command[0])")
        }
        #expect(contents(of: folder.path("out")) == nil)
    }

    @Test func theGalleryDrawsTemplatesAndNotesTheRestOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let symbols = folder.path("symbols")
        try FileManager.default.createDirectory(atPath: symbols, withIntermediateDirectories: true)
        try Data(Self.triangle.utf8).write(to: URL(fileURLWithPath: symbols + "/sun.max.fill.svg"))
        let arguments = ["gallery", "--widget", "weather", "--device", "iphone-13", "--jobs", "1"]
        let plain = vignetteWithErrors(arguments + ["--out", folder.path("plain")])
        let templated = vignetteWithErrors(arguments + ["--symbols", symbols, "--out", folder.path("templated")])
        #expect(plain.failure == nil && templated.failure == nil)
        let notes = templated.errors.split(separator: "\n").filter { $0.contains("symbols drawn from the icon font") }
        #expect(notes.count == 1, "one line for the whole run")
        #expect(
            notes.first?.hasPrefix("note: symbols drawn from the icon font (no template in \(symbols)): cloud.") == true
        )
        #expect(notes.first?.contains("sun.max.fill") == false)
        let sheet = "/contact-sheet.png"
        #expect(
            FileManager.default.contents(atPath: folder.path("plain") + sheet)
                != FileManager.default.contents(atPath: folder.path("templated") + sheet))
    }
}
