import Foundation
import Testing
import Vignette
import VignetteCairo

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
        #expect(message(widget) == "cannot read picture 'no-such-art/cover@2x.png' (relative to "
            + "\(FileManager.default.currentDirectoryPath)): No such file or directory; "
            + "named in VignetteCairoTests/PictureErrorTests.swift:\(line)")
    }

    @Test func anAbsolutePathNamesNoFolder() {
        let line = #line + 2
        let widget = WidgetDefinition(id: "art", displayName: "Art", families: [.systemSmall]) { _ in
            Picture("/no/such/cover.svg").node
        }
        #expect(message(widget) == "cannot read picture '/no/such/cover.svg': No such file or directory; "
            + "named in VignetteCairoTests/PictureErrorTests.swift:\(line)")
    }
}
