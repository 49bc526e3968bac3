import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// A picture the DSL asks for names the Swift line that asked for it when it cannot be read.
@Suite struct PictureErrorTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)

    func message(_ widget: WidgetDefinition) -> String {
        let spec = WidgetRenderSpec(family: .systemSmall, device: DeviceCatalog.standard.defaultDevice, date: Date())
        do {
            _ = try widget.prepare(spec, textEngine: engine, resources: .files())
            return "rendered"
        } catch {
            return (error as? VignetteError)?.message ?? "\(error)"
        }
    }

    @Test func aMissingPictureNamesTheSwiftLineThatAskedForIt() {
        let line = #line + 4
        let widget = WidgetDefinition(id: "art", displayName: "Art", families: [.systemSmall]) { _ in
            Column {
                Words("Cover")
                Picture("no-such-art/cover@2x.png").resizable()
            }.node
        }
        #expect(
            message(widget) == "cannot read picture 'no-such-art/cover@2x.png' (relative to "
                + "\(FileManager.default.currentDirectoryPath)): No such file or directory; "
                + "named in VignetteCairoTests/PictureErrorTests.swift:\(line)")
    }

    @Test func anAbsolutePathNamesNoFolder() {
        let line = #line + 2
        let widget = WidgetDefinition(id: "art", displayName: "Art", families: [.systemSmall]) { _ in
            Picture("/no/such/cover.svg").node
        }
        #expect(
            message(widget) == "cannot read picture '/no/such/cover.svg': No such file or directory; "
                + "named in VignetteCairoTests/PictureErrorTests.swift:\(line)")
    }
}

/// A picture only a `SizeReader`'s content names (SwiftUI's `GeometryReader` around an `Image`) is
/// found once the content is built: it draws, or its error fails the render, never a silent blank.
@Suite struct SizeReaderPictureTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let spec = WidgetRenderSpec(family: .systemSmall, device: DeviceCatalog.standard.defaultDevice, date: Date())

    func widget(_ path: String) -> WidgetDefinition {
        WidgetDefinition(id: "reader", displayName: "Reader", families: [.systemSmall]) { _ in
            SizeReader { size in Picture(path).resizable().frame(width: size.width / 2, height: size.height / 2) }.node
        }
    }

    @Test func aPictureInsideAReaderIsDrawnAtTheSizeItGets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dot.svg")
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#
                .utf8
        )
        .write(to: file)
        let prepared = try widget(file.path).prepare(spec, textEngine: engine, resources: .files())
        let reader = try #require(prepared.layout.allNodes.first { $0.kind == .sizeReader })
        let picture = try #require(prepared.layout.allNodes.first { $0.kind == .picture })
        #expect(picture.frame.size == CGSize(width: reader.frame.width / 2, height: reader.frame.height / 2))
        // Its red pixels are in the image, at the picture's centre.
        let png = try CairoRenderer(fonts: Self.fonts).png(prepared.displayList, scale: 1)
        let bitmap = try PNGReader.bitmap(from: png, source: "reader")
        let centre = bitmap.pixel(x: Int(picture.frame.midX), y: Int(picture.frame.midY))
        #expect(centre.red == 255 && centre.green == 0 && centre.blue == 0)
    }

    @Test func anUnreadablePictureInsideAReaderFailsTheRender() {
        #expect(throws: VignetteError.self) {
            try widget("/no/such/background.jpg").prepare(spec, textEngine: engine, resources: .files())
        }
    }
}
