import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// iOS draws a home-screen widget on an opaque platter of the system background, so a clear or
/// translucent container background never shows the wallpaper (Docs/Comparisons.md, "The platter").
@Suite struct PlatterTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-15-pro")

    func widget(background: Paint) -> WidgetDefinition {
        WidgetDefinition(id: "platter", displayName: "Platter", families: WidgetFamily.allCases) { _ in
            Words("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .widgetBackground(background)
        }
    }

    func render(_ background: Paint, _ appearance: Appearance, _ family: WidgetFamily = .systemSmall) throws -> Bitmap {
        let spec = WidgetRenderSpec(family: family, device: device, appearance: appearance, date: Date())
        let prepared = try widget(background: background).prepare(spec, textEngine: engine, resources: .files())
        return try renderer.bitmap(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    /// A pixel well inside the widget, away from the text.
    func middle(_ bitmap: Bitmap) -> Bitmap.Pixel { bitmap.pixel(x: bitmap.width * 3 / 4, y: bitmap.height * 3 / 4) }

    func rgba(_ p: Bitmap.Pixel) -> [Int] { [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)] }

    @Test func aClearBackgroundShowsWhiteInLightAndBlackInDark() throws {
        #expect(rgba(middle(try render(.clear, .light))) == [255, 255, 255, 255])
        #expect(rgba(middle(try render(.clear, .dark))) == [0, 0, 0, 255])
    }

    /// The recording of pawello2222/WidgetExamples' Environment widget shows orange at 50 % as
    /// (247, 201, 133) in a GIF; over white it is (255, 202, 128), over the wallpaper far darker.
    @Test func aTranslucentBackgroundIsBlendedOverThePlatter() throws {
        let pixel = rgba(middle(try render(Paint.rgb(1, 149.0 / 255, 0).opacity(0.5), .light)))
        #expect(zip(pixel, [255, 202, 128, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(pixel)")
    }

    /// The outline is cut once, after the platter and background are composited: the corner's
    /// anti-aliased pixels are those of an opaque background, not covered twice.
    @Test func theCornerIsCutOnce() throws {
        // Black at 20 % over the white platter is exactly grey 204, which an opaque background paints alone.
        let clear = try render(Paint.rgb(0, 0, 0).opacity(0.2), .light), white = try render(.rgb(0.8, 0.8, 0.8), .light)
        #expect(clear.width == white.width)
        // The top-trailing corner block (away from the text), where the outline's edge is anti-aliased.
        var edge = 0
        for y in 0..<80 {
            for x in (clear.width - 80)..<clear.width {
                let a = clear.pixel(x: x, y: y), b = white.pixel(x: x, y: y)
                #expect(rgba(a) == rgba(b), "(\(x), \(y))")
                if a.alpha > 0 && a.alpha < 255 { edge += 1 }
            }
        }
        #expect(edge > 40, "the block holds the corner's anti-aliased edge")
        #expect(clear.pixel(x: 0, y: 0).alpha == 0)
    }

    /// Where the system removes the background, nothing is put in its place.
    @Test func noPlatterWhereTheBackgroundIsRemoved() throws {
        #expect(middle(try render(.clear, .standBy)).alpha == 255)  // StandBy's black, not a platter
        #expect(rgba(middle(try render(.clear, .standBy))) == [0, 0, 0, 255])
        #expect(middle(try render(.clear, .lockScreen, .accessoryRectangular)).alpha == 0)
    }
}
