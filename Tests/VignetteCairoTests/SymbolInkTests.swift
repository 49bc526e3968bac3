import Foundation
import Testing
import Vignette
import VignettePNG
@testable import VignetteCairo

/// A stand-in whose drawing was measured on iOS is drawn with the SF Symbol's ink width
/// (Docs/Symbols.md, "Frames of the stand-ins"): point-free's `checkmark.circle.fill` at `body` is a
/// circle 17.0 pt across on iOS (the export's ink: 16.93 pt) where the icon font's is 17.7 pt.
@Suite struct SymbolInkTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)

    /// The columns, in points at 2×, where the symbol's ink (black on white) covers at least half a pixel.
    func inkWidth(_ name: String) throws -> CGFloat {
        let widget = WidgetDefinition(id: "ink", displayName: "Ink", families: [.systemSmall]) { _ in
            Symbol(name).font(.body).foregroundStyle(.black)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .widgetBackground(.white)
        }
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        let spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .light, date: Date())
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        let bitmap = try renderer.bitmap(prepared.displayList, scale: 2)
        let y = bitmap.height / 2
        let inked = (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y).red < 128 }
        return CGFloat((inked.last ?? 0) - (inked.first ?? 0) + 1) / 2
    }

    @Test func checkmarkCircleFillIsAsWideAsIOSsCircle() throws {
        let width = try inkWidth("checkmark.circle.fill")
        #expect(abs(width - 17.0) <= 0.25, "the circle is \(width) pt across")
    }

    @Test func otherStandInsKeepTheIconFontsSize() throws {
        // `checkmark.circle` shares the frame but was not measured: the icon font's circle, 17.7 pt.
        let width = try inkWidth("checkmark.circle")
        #expect(width >= 17.5, "the circle is \(width) pt across")
    }
}
