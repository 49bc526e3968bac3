import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// FreeType faces are opened when Pango first makes a font of them, not when their file is
/// registered: a render that sets no text in a file maps none of it (the two CJK collections
/// hold ten faces each). The file here is a copy of DejaVu Sans under a path of this test's own,
/// so no other test running in the process opens it.
@Suite struct OpenFacesTests {
    @Test func aFileIsOpenedOnlyOnceTextIsSetInIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-open-faces-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("DejaVuSans.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: copy.path)

        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        try fonts.register(fileAt: copy.path)
        let engine = try PangoTextEngine(fonts: fonts), renderer = try CairoRenderer(fonts: fonts)
        func png(_ font: Typeface) throws -> Data { try specimenPNG(font, engine: engine, renderer: renderer) }
        func openedFaces() -> [Int] { OpenFaces.opened.filter { $0.path == copy.path }.map(\.index) }

        let inter = try png(.system(size: 17))
        #expect(openedFaces().isEmpty, "Latin text in the system font opens no face of another file")
        #expect(OpenFaces.opened.contains { $0.path.hasSuffix("/Inter-Regular.otf") }, "the face that set it is open")

        let dejaVu = try png(.custom("DejaVu Sans", size: 17))
        #expect(openedFaces() == [0], "the one face of the file, once")
        #expect(dejaVu != inter)
        // Again with a fresh engine and renderer: the face already open is handed to cairo once more.
        let again = try specimenPNG(
            .custom("DejaVu Sans", size: 17), engine: PangoTextEngine(fonts: fonts),
            renderer: CairoRenderer(fonts: fonts))
        #expect(again == dejaVu)
        #expect(openedFaces() == [0])
    }
}
