import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// `Typeface.family` (SwiftUI's `Font.custom`): a registered family or PostScript name sets the
/// text; a name no font holds falls back to the system font, as iOS does (Docs/SwiftUI.md §4).
@Suite struct CustomFontTests {
    static let dejaVu = ["DejaVuSans", "DejaVuSans-Bold"].map { "/usr/share/fonts/truetype/dejavu/\($0).ttf" }

    /// A library of the standard fonts and DejaVu Sans, which the standard set leaves out.
    func library() throws -> FontLibrary {
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        for file in Self.dejaVu { try fonts.register(fileAt: file) }
        return fonts
    }

    @Test func aPostScriptNameFindsItsFamilyWeightAndSlant() throws {
        let fonts = try library()
        #expect(
            fonts.face(named: "DejaVuSans-Bold") == NamedFace(family: "DejaVu Sans", weight: .bold, isItalic: false))
        #expect(
            fonts.face(named: "DejaVu Sans Bold") == NamedFace(family: "DejaVu Sans", weight: .bold, isItalic: false))
        #expect(fonts.face(named: "Inter-Italic")?.isItalic == true)
        #expect(fonts.face(named: "DejaVu Sans") == nil, "a family name is not a face's name")
    }

    @Test func aCustomFamilySetsTheTextAndAnUnknownOneFallsBackToTheSystemFont() throws {
        let engine = try PangoTextEngine(fonts: try library())
        let text = "Hamburgefonstiv 0123"
        let system = engine.width(of: text, font: .system(size: 20))
        let family = engine.width(of: text, font: .custom("DejaVu Sans", size: 20))
        #expect(abs(family - system) > 5, "DejaVu Sans is wider than Inter: \(family) vs \(system)")
        #expect(engine.width(of: text, font: .custom("DejaVuSans", size: 20)) == family)
        let bold = engine.width(of: text, font: .custom("DejaVu Sans", size: 20).weight(.bold))
        #expect(engine.width(of: text, font: .custom("DejaVuSans-Bold", size: 20)) == bold)
        #expect(bold > family)
        #expect(engine.width(of: text, font: .custom("Avenir Next", size: 20)) == system)
    }

    @Test func theRendererDrawsTheCustomFamily() throws {
        let fonts = try library()
        let engine = try PangoTextEngine(fonts: fonts), renderer = try CairoRenderer(fonts: fonts)
        func png(_ font: Typeface) throws -> Data { try specimenPNG(font, engine: engine, renderer: renderer) }
        #expect(try png(.custom("DejaVuSans", size: 17)) == png(.custom("DejaVu Sans", size: 17)))
        #expect(try png(.custom("DejaVuSans", size: 17)) != png(.system(size: 17)))
    }
}
