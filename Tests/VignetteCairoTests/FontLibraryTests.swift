import Foundation
import Testing
import Vignette
@testable import VignetteCairo

@Suite struct FontLibraryTests {
    @Test func holdsOnlyTheNamedFiles() throws {
        let fonts = try FontLibrary.standard()
        let named = Set(FontLibrary.standardFiles.map(\.path))
        #expect(fonts.faceFiles == named)
        // Two CJK collections of 10 faces each, 36 Inter cuts, emoji, 4 DejaVu, 2 icon
        // fonts, Noto Sans Arabic and Hebrew in 2 weights each, 4 Quicksand weights.
        #expect(fonts.faceCount == 71)
    }

    @Test(arguments: ["DejaVu Sans", "Arial", "Helvetica", "sans-serif"])
    func familyOutsideTheSetFallsBackToInter(family: String) throws {
        // DejaVu Sans is installed on the machine but not in the private set.
        let engine = try PangoTextEngine()
        let used = engine.familiesUsed(
            for: "Hello", font: .body, families: "\(family), \(PangoFontMapping.families(for: .body))")
        #expect(used == ["Inter"])
    }

    /// Pango asks for the generic family `emoji` on an emoji run; the rules answer it with Noto
    /// Color Emoji, where DejaVu's outline drew "✍️" before (vamsibhagi/Thera-iOS's suggestions).
    @Test func emojiRunsTakeTheColourEmojiFont() throws {
        let engine = try PangoTextEngine()
        #expect(engine.familiesUsed(for: "Write ✍️", font: .body) == ["Inter", "Noto Color Emoji"])
        #expect(
            engine.familiesUsed(for: "❤️ ☀️ ✈️", font: .body) == [
                "Noto Color Emoji", "Inter", "Noto Color Emoji", "Inter", "Noto Color Emoji",
            ])
    }

    @Test func typefacesPickTheirFonts() throws {
        let engine = try PangoTextEngine()
        #expect(engine.familiesUsed(for: "Hi 你好 😀", font: .body) == ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"])
        #expect(engine.familiesUsed(for: "Hi", font: .system(size: 19.9)) == ["Inter"])
        #expect(engine.familiesUsed(for: "Hi", font: .title3) == ["Inter Display"])
        #expect(engine.familiesUsed(for: "Hi", font: .body.design(.monospaced)) == ["DejaVu Sans Mono"])
        #expect(engine.familiesUsed(for: "Hi", font: .body.design(.serif)) == ["DejaVu Serif"])
        #expect(engine.familiesUsed(for: "Hi", font: .body.design(.rounded)) == ["Quicksand"])
    }

    @Test func missingFileNamesItsPackage() {
        let file = FontFile(path: "/nonexistent/Inter-Regular.otf", package: "fonts-inter")
        #expect(throws: VignetteError.missingFont(path: file.path, package: "fonts-inter")) {
            try FontLibrary(files: [file])
        }
        #expect(
            VignetteError.missingFont(path: file.path, package: "fonts-inter").message
                == "font file not found: /nonexistent/Inter-Regular.otf (install the Debian package 'fonts-inter', or run 'make deps')"
        )
    }

    @Test func registeringRejectsMissingAndNonFontFiles() throws {
        let fonts = try FontLibrary(files: [])
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "font", path: "/nonexistent.ttf", base: nil, origin: nil,
                reason: "No such file or directory")
        ) {
            try fonts.register(fileAt: "/nonexistent.ttf")
        }
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-not-a-font-\(getpid()).ttf")
        try Data("not a font".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "font", path: text.path, base: nil, origin: "a test",
                reason: "fontconfig finds no font in it")
        ) {
            try fonts.register(fileAt: text.path, origin: "a test")
        }
        #expect(fonts.files.isEmpty)
    }

    @Test func registeredFontReachesAnExistingEngine() throws {
        let extra = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: extra))
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        let engine = try PangoTextEngine(fonts: fonts)
        let request = "DejaVu Sans, Inter"
        let before = engine.width(of: "Hello", font: .body)
        #expect(engine.familiesUsed(for: "Hello", font: .body, families: request) == ["Inter"])
        try fonts.register(fileAt: extra)
        #expect(engine.familiesUsed(for: "Hello", font: .body, families: request) == ["DejaVu Sans"])
        #expect(engine.width(of: "Hello", font: .body) == before)
        #expect(fonts.files.last == FontFile(path: extra))
        #expect(fonts.fingerprint.files.last?.path == extra)
        // Registering it again changes nothing, so engines keep their caches.
        let generation = fonts.generation
        try fonts.register(fileAt: extra)
        #expect(fonts.generation == generation && fonts.files.count == FontLibrary.standardFiles.count + 1)
    }

    @Test func fingerprintRecordsFilesAndVersions() throws {
        let fonts = try FontLibrary.standard()
        let print = fonts.fingerprint
        #expect(print.files.map(\.path) == FontLibrary.standardFiles.map(\.path))
        for file in print.files {
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
            #expect(file.byteCount == size)
            #expect(file.sha256.count == 64)
        }
        #expect(print.cairoVersion == "1.16.0")
        #expect(print.pangoVersion.hasPrefix("1.50."))
        #expect(print.fontconfigVersion.hasPrefix("2."))
        #expect(print.digest.count == 64)
        #expect(print.differences(from: print).isEmpty)
        #expect(fonts.fingerprint == print)  // cached, and stable
    }

    @Test func fingerprintDifferencesNameTheChange() throws {
        let print = try FontLibrary.standard().fingerprint
        var other = print
        other.pangoVersion = "1.0.0"
        other.files[0].sha256 = String(repeating: "0", count: 64)
        other.files.removeLast()
        let notes = print.differences(from: other)
        #expect(notes.contains("pango 1.0.0 -> \(print.pangoVersion)"))
        #expect(notes.contains { $0.hasPrefix("changed font \(print.files[0].path)") })
        #expect(notes.contains("added font \(print.files.last!.path)"))
        #expect(notes.count == 3)
    }

    @Test func sha256MatchesTheStandardVector() {
        #expect(
            FontFingerprint.sha256(Data("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
