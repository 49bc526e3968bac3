import Foundation
import Testing
@testable import Vignette

/// Symbol names, picture sizes and the errors for both.
@Suite struct SymbolAndPictureTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ element: some Element, _ width: CGFloat = 300, _ height: CGFloat = 300) -> LayoutResult {
        Layout.layout(element.node, in: CGSize(width: width, height: height),
                      environment: WidgetEnvironment(displayScale: 1), textEngine: engine)
    }

    /// A PNG header (all layout reads) for `width`×`height` pixels, written to a temporary file.
    static func pngHeader(_ name: String, width: UInt32, height: UInt32) -> String {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-\(getpid())-\(name)").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test func theTableHasOverAHundredSymbols() {
        #expect(SymbolCatalog.standard.names.count >= 100)
        #expect(SymbolCatalog.standard.glyph(named: "cloud.sun.fill")?.font == "Material Design Icons")
    }

    @Test func anUnknownSymbolSuggestsTheNearest() {
        #expect(throws: VignetteError.self) { try Symbol("cloud.sun.fil").node.checkResources() }
        do {
            _ = try SymbolCatalog.standard.requireGlyph(named: "cloud.sun.fil")
        } catch let error as VignetteError {
            #expect(error.message == "unknown symbol 'cloud.sun.fil'; did you mean 'cloud.sun.fill'? known: cloud.sun.fill, "
                + "cloud.fog.fill, cloud.moon.fill, cloud.rain.fill, cloud.snow.fill, cloud.bolt.fill, cloud.fill, "
                + "cloud.hail.fill, clock.fill, house.fill")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aSymbolIsSizedByItsFont() {
        let result = layout(Row { Symbol("star.fill").named("s").font(.system(size: 20)) })
        #expect(result.frame(named: "s")?.size == CGSize(width: 25, height: 25))
        let large = layout(Symbol("star.fill").named("s").font(.system(size: 20)).imageScale(.large))
        #expect(abs(large.frame(named: "s")!.width - 25 * 1.29) < 1e-9)
    }

    @Test func aPictureHasItsNaturalSizeInPoints() {
        // 60×40 pixels named @2x: 30×20 points, whatever it is offered.
        let path = Self.pngHeader("art@2x.png", width: 60, height: 40)
        #expect(layout(Picture(path).named("p")).frame(named: "p")?.size == CGSize(width: 30, height: 20))
        #expect(layout(Picture(path).named("p").frame(width: 5, height: 5)).frame(named: "p")?.size == CGSize(width: 30, height: 20))
        let plain = Self.pngHeader("art.png", width: 60, height: 40)
        #expect(layout(Picture(plain).named("p")).frame(named: "p")?.size == CGSize(width: 60, height: 40))
    }

    @Test func resizablePicturesFitAndFill() {
        let path = Self.pngHeader("fit@2x.png", width: 60, height: 40)
        let fit = layout(Picture(path).resizable().aspectRatio(contentMode: .fit).named("p").frame(width: 60, height: 60))
        #expect(fit.frame(named: "p") == CGRect(x: 120, y: 130, width: 60, height: 40))
        let fill = layout(Picture(path).resizable().aspectRatio(contentMode: .fill).named("p").frame(width: 60, height: 60))
        #expect(fill.frame(named: "p") == CGRect(x: 105, y: 120, width: 90, height: 60))
        let stretched = layout(Picture(path).resizable().named("p").frame(width: 50, height: 70))
        #expect(stretched.frame(named: "p")?.size == CGSize(width: 50, height: 70))
    }

    @Test func anSVGsSizeComesFromItsAttributes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-\(getpid())-box.svg").path
        try #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12" width="48px">"#
            .appending("</svg>").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try PictureInfo(path: path).size == CGSize(width: 48, height: 24))
        #expect(try PictureInfo(path: path).format == .svg)
    }

    @Test func aMissingPictureNamesItsPath() {
        do {
            try Picture("/no/such/picture.png").node.checkResources()
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(error.message == "cannot read /no/such/picture.png: No such file or directory")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aFileThatIsNoPictureSaysSo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-\(getpid())-note.png").path
        try "hello".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: VignetteError.unreadableFile(path: path, reason: "not a PNG or SVG image with a size")) {
            try PictureInfo(path: path)
        }
    }

    @Test func theAccentedRenderingModeReachesTheDisplayList() throws {
        let path = Self.pngHeader("mode.png", width: 4, height: 4)
        let result = layout(Picture(path).widgetAccentedRenderingMode(.desaturated))
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 300, height: 300))
        guard case .image(let image) = try #require(list.items.first) else { Issue.record("no image"); return }
        #expect(image.accentedRenderingMode == .desaturated)
        #expect(image.frame == CGRect(x: 148, y: 148, width: 4, height: 4))
    }
}
