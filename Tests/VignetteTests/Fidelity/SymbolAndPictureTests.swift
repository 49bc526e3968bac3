import Foundation
import Testing
@testable import Vignette

/// Symbol names, picture sizes and the errors for both.
@Suite struct SymbolAndPictureTests {
    let engine = FixedAdvanceTextEngine()

    /// Pictures by name, in memory: the core reads no files.
    static let pictures: [String: Data] = [
        "art@2x.png": pngHeader(width: 60, height: 40), "art.png": pngHeader(width: 60, height: 40),
        "mode.png": pngHeader(width: 4, height: 4), "note.png": Data("hello".utf8),
        "box.svg": Data(
            #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12" width="48px"></svg>"#
                .utf8),
    ]
    let resolver = ResourceResolver.inMemory(Self.pictures)

    /// Lays `element` out with its pictures resolved first.
    func layout(_ element: some Element, _ width: CGFloat = 300, _ height: CGFloat = 300) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: width, height: height), environment: WidgetEnvironment(displayScale: 1),
            textEngine: engine, resources: try! resolver.resolve(element.node))
    }

    /// A PNG header (all layout reads) for `width`×`height` pixels.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes)
    }

    /// The message of what resolving `element` throws.
    func resolveMessage(_ element: some Element) -> String {
        do {
            _ = try resolver.resolve(element.node)
            return "resolved"
        } catch {
            return (error as? VignetteError)?.message ?? "\(error)"
        }
    }

    @Test func theTableHasOverAHundredSymbols() {
        #expect(SymbolCatalog.standard.names.count >= 100)
        #expect(SymbolCatalog.standard.glyph(named: "cloud.sun.fill")?.font == "Material Design Icons")
    }

    @Test func anUnknownSymbolSuggestsTheNearest() {
        #expect(
            resolveMessage(Symbol("cloud.sun.fil")).hasPrefix(
                "unknown symbol 'cloud.sun.fil'; did you mean 'cloud.sun.fill'?"))
        do {
            _ = try SymbolCatalog.standard.requireGlyph(named: "cloud.sun.fil")
        } catch let error as VignetteError {
            // The nearest of every SF Symbols name, not only of the stand-ins.
            #expect(
                error.message
                    == "unknown symbol 'cloud.sun.fil'; did you mean 'cloud.sun.fill'? known: cloud.sun.fill, "
                    + "cloud.sun.bolt, cloud.sun.rain, cloud.fog.fill, cloud.moon.fill, cloud.rain.fill, cloud.snow.fill, "
                    + "cloud.sun, cloud.sun.circle, cloud.bolt.fill")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aSymbolIsSizedByItsFont() {
        let result = layout(Row { Symbol("star.fill").named("s").font(.system(size: 20)) })
        // SF's star.fill at 20 pt: 21.91 × 25.03 at the medium scale, 27.90 × 31.88 at the large (its padding
        // 1.27 times the medium's, as its ink).
        let medium = result.frame(named: "s")!
        #expect(abs(medium.width - 21.9099) < 0.001 && abs(medium.height - 25.0330) < 0.001)
        let large = layout(Symbol("star.fill").named("s").font(.system(size: 20)).imageScale(.large))
        #expect(
            abs(large.frame(named: "s")!.width - 27.9046) < 0.001
                && abs(large.frame(named: "s")!.height - 31.8842) < 0.001)
    }

    @Test func aPictureHasItsNaturalSizeInPoints() {
        // 60×40 pixels named @2x: 30×20 points, whatever it is offered.
        let path = "art@2x.png", plain = "art.png"
        #expect(layout(Picture(path).named("p")).frame(named: "p")?.size == CGSize(width: 30, height: 20))
        #expect(
            layout(Picture(path).named("p").frame(width: 5, height: 5)).frame(named: "p")?.size
                == CGSize(width: 30, height: 20))
        #expect(layout(Picture(plain).named("p")).frame(named: "p")?.size == CGSize(width: 60, height: 40))
    }

    @Test func resizablePicturesFitAndFill() {
        let path = "art@2x.png"
        let fit = layout(
            Picture(path).resizable().aspectRatio(contentMode: .fit).named("p").frame(width: 60, height: 60))
        #expect(fit.frame(named: "p") == CGRect(x: 120, y: 130, width: 60, height: 40))
        let fill = layout(
            Picture(path).resizable().aspectRatio(contentMode: .fill).named("p").frame(width: 60, height: 60))
        #expect(fill.frame(named: "p") == CGRect(x: 105, y: 120, width: 90, height: 60))
        let stretched = layout(Picture(path).resizable().named("p").frame(width: 50, height: 70))
        #expect(stretched.frame(named: "p")?.size == CGSize(width: 50, height: 70))
    }

    @Test func anSVGsSizeComesFromItsAttributes() throws {
        let info = try PictureInfo(data: Self.pictures["box.svg"]!, name: "box.svg")
        #expect(info.size == CGSize(width: 48, height: 24))
        #expect(info.format == .svg)
    }

    @Test func aMissingPictureNamesItsPathAndTheLineThatAskedForIt() {
        let line = #line + 1
        #expect(
            resolveMessage(
                Column {
                    Words("a")
                    Picture("/no/such/picture.png")
                })
                == "cannot read picture '/no/such/picture.png': not among the 5 pictures given in memory; "
                + "named in VignetteTests/SymbolAndPictureTests.swift:\(line)")
    }

    @Test func aFileThatIsNoPictureSaysSo() throws {
        #expect(
            throws: VignetteError.unreadableResource(
                kind: "picture", path: "note.png", base: nil, origin: nil,
                reason: "not a PNG, JPEG, SVG or PDF image with a size")
        ) {
            try ResolvedPicture(bytes: Self.pictures["note.png"]!, name: "note.png")
        }
        #expect(
            resolveMessage(Node.picture(PictureSpec(path: "note.png", origin: "card.json at path")))
                == "cannot read picture 'note.png': not a PNG, JPEG, SVG or PDF image with a size; named in card.json at path"
        )
    }

    @Test func eachPicturePathIsResolvedOnceAndAnUnresolvedOneDrawsNothing() throws {
        let twice = Row {
            Picture("art.png")
            Picture("art.png").resizable()
        }
        #expect(try resolver.resolve(twice.node).pictures.keys.sorted() == ["art.png"])
        // Without resolution (the default resources) a picture is 0×0 and paints nothing.
        let bare = Layout.layout(
            Picture("art.png").named("p").node, in: CGSize(width: 100, height: 100),
            environment: WidgetEnvironment(displayScale: 1), textEngine: engine)
        #expect(bare.frame(named: "p")?.size == .zero)
        #expect(DisplayListBuilder.build(bare, canvas: CGSize(width: 100, height: 100)).items.isEmpty)
    }

    @Test func aSymbolTableIsAValueTheResolverCarries() throws {
        let own = SymbolCatalog(glyphs: ["logo": SymbolGlyph(font: "Material Icons", icon: "star", codepoint: "E838")])
        let resolver = ResourceResolver(symbols: own) { path in
            throw VignetteError.unreadableFile(path: path, reason: "none")
        }
        let resources = try resolver.resolve(Symbol("logo").node)
        let result = Layout.layout(
            Symbol("logo").node, in: CGSize(width: 100, height: 100),
            environment: WidgetEnvironment(displayScale: 1), textEngine: engine, resources: resources)
        guard
            case .symbol(let run) = DisplayListBuilder.build(result, canvas: CGSize(width: 100, height: 100)).items
                .first
        else {
            Issue.record("no symbol drawn")
            return
        }
        #expect(run.glyph.icon == "star")
        // A name iOS has that the table lacks draws the placeholder; a name no one has fails.
        #expect(try own.requireGlyph(named: "star.fill") == SymbolCatalog.placeholder)
        #expect(throws: VignetteError.self) { try resolver.resolve(Symbol("no.such.symbol").node) }
    }

    @Test func theAccentedRenderingModeReachesTheDisplayList() throws {
        let path = "mode.png"
        let result = layout(Picture(path).widgetAccentedRenderingMode(.desaturated))
        let list = DisplayListBuilder.build(result, canvas: CGSize(width: 300, height: 300))
        guard case .image(let image) = try #require(list.items.first) else {
            Issue.record("no image")
            return
        }
        #expect(image.accentedRenderingMode == .desaturated)
        #expect(image.frame == CGRect(x: 148, y: 148, width: 4, height: 4))
    }
}
