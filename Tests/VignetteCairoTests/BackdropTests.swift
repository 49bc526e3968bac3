import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// The system's backdrops (Docs/WidgetFacts.md §4f): iOS 18's dark tinted fill and iOS 26's
/// clear and tinted glass, drawn in the widget's outline where its background was; and the
/// tints the content takes. Colours are read at chosen pixels of a 176.67 pt small widget at @3x.
@Suite struct BackdropTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-16-pro-max")

    /// A white title on top, an orange accent bar under it, and a green background the looks remove.
    let probe = WidgetDefinition(id: "probe", displayName: "Probe", families: [.systemSmall, .systemMedium]) { _ in
        Column(alignment: .leading, spacing: 6) {
            Rect().fill(.white).frame(width: 60, height: 20)
            Rect().fill(.orange).frame(width: 60, height: 20).widgetAccentable()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetBackground(.hex(0x00C000))
    }

    func render(_ appearance: Appearance, tint: WidgetTint = .standard) throws -> Bitmap {
        var spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: appearance, date: Date())
        spec.tint = tint
        let prepared = try probe.prepare(spec, textEngine: engine, resources: .files())
        return try renderer.bitmap(prepared.displayList, scale: 3)
    }

    /// Straight colour and alpha within ±2 of `color` (whose alpha is the expected alpha).
    func near(_ p: Bitmap.Pixel, _ color: RGBA) -> Bool {
        let expected = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
        return zip([p.red, p.green, p.blue, p.alpha].map(Int.init), expected).allSatisfy { abs($0 - $1) <= 2 }
    }

    // Points at @3x: the empty middle of the widget, the title bar, the accent bar,
    // a corner outside the rounded outline, and the top edge's rim.
    let middle = (x: 400, y: 400), title = (x: 60, y: 60), accent = (x: 60, y: 130), corner = (x: 2, y: 2)

    @Test func tintedDrawsADarkFillOfTheTintWhereTheBackgroundWas() throws {
        let bitmap = try render(.tinted)
        // Blue #0091FF 80 % toward black: #001D33, opaque; the green is gone.
        #expect(near(bitmap.pixel(x: middle.x, y: middle.y), RGBA(hex: 0x001D33)))
        #expect(bitmap.pixel(x: corner.x, y: corner.y).alpha == 0)
        // Content in the two tints: #E6F4FF and #78C5FF.
        #expect(near(bitmap.pixel(x: title.x, y: title.y), RGBA(hex: 0xE6F4FF)))
        #expect(near(bitmap.pixel(x: accent.x, y: accent.y), RGBA(hex: 0x78C5FF)))
    }

    @Test func aChosenTintChangesTheBackdropAndBothGroups() throws {
        let red = try WidgetTint("red")  // #FF4245
        let bitmap = try render(.tinted, tint: red)
        #expect(near(bitmap.pixel(x: middle.x, y: middle.y), RGBA(hex: 0xFF4245).mixed(with: .black, by: 0.8)))
        #expect(near(bitmap.pixel(x: title.x, y: title.y), RGBA(hex: 0xFF4245).mixed(with: .white, by: 0.9)))
        #expect(near(bitmap.pixel(x: accent.x, y: accent.y), RGBA(hex: 0xFF4245).mixed(with: .white, by: 0.47)))
    }

    @Test func clearGlassIsAFaintWhiteFilmWithALitRimAndWhiteContent() throws {
        let bitmap = try render(.clearGlass)
        #expect(near(bitmap.pixel(x: middle.x, y: middle.y), RGBA.white.withAlpha(0.12)))
        #expect(bitmap.pixel(x: corner.x, y: corner.y).alpha == 0)
        // Both groups white (Apple: "tints primary and accented content white").
        #expect(near(bitmap.pixel(x: title.x, y: title.y), .white))
        #expect(near(bitmap.pixel(x: accent.x, y: accent.y), .white))
        // The rim along the top edge is brighter than the film, and brighter near the
        // top-leading corner than at the middle of the diagonal.
        let leading = bitmap.pixel(x: 100, y: 1), trailing = bitmap.pixel(x: 429, y: 1)
        #expect(leading.alpha > 100 && leading.alpha > trailing.alpha && trailing.alpha > 31)
    }

    @Test func tintedGlassIsTheTintAtFortyPercentWithWhiteContent() throws {
        let bitmap = try render(.tintedGlass, tint: try WidgetTint("#FF9230"))
        #expect(near(bitmap.pixel(x: middle.x, y: middle.y), RGBA(hex: 0xFF9230, alpha: 0.4)))
        #expect(near(bitmap.pixel(x: title.x, y: title.y), .white))
        #expect(near(bitmap.pixel(x: accent.x, y: accent.y), .white))
    }

    @Test func lightAndDarkDrawNoBackdrop() throws {
        let spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .dark, date: Date())
        #expect(try spec.systemBackdrop().isEmpty)
        #expect(
            try render(.light).pixel(x: middle.x, y: middle.y) == Bitmap.Pixel(red: 0, green: 192, blue: 0, alpha: 255))
    }

    @Test func theGlassLooksAreHomeScreenLooksInAccentedMode() throws {
        for look in [Appearance.clearGlass, .tintedGlass] {
            #expect(look.renderingMode == .accented && !look.showsWidgetBackground && look.isGlass)
            #expect(look.applies(to: .systemLarge) && !look.applies(to: .accessoryCircular))
            #expect(WidgetLocation(family: .systemMedium, appearance: look)?.appearance == look)
        }
        let env = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .tintedGlass, date: Date())
            .environment
        #expect(env.tint == .glass)
    }

    @Test func aTintOtherThanBlueIsInTheFileNameOfTheTintedLooksOnly() throws {
        var spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .tintedGlass, date: Date())
        spec.tint = try WidgetTint("#ff9230")
        #expect(spec.fileStem(widget: "w") == "w_systemSmall_iphone-16-pro-max_ios26_tintedGlass@3x_tint-FF9230")
        spec.appearance = .clearGlass
        #expect(spec.fileStem(widget: "w") == "w_systemSmall_iphone-16-pro-max_ios26_clearGlass@3x")
        spec.appearance = .tinted
        spec.tint = try WidgetTint("Mint")
        #expect(spec.fileStem(widget: "w") == "w_systemSmall_iphone-16-pro-max_ios26_tinted@3x_tint-mint")
    }

    /// An accessory's backing (`AccessoryBacking`, WidgetKit's `AccessoryWidgetBackground`) on the
    /// Lock Screen: white at 20 % inside the circle, nothing in the corner the container clips.
    @Test func anAccessoryBackingFillsTheCircleTranslucently() throws {
        let widget = WidgetDefinition(id: "backing", displayName: "Backing", families: [.accessoryCircular]) {
            environment in
            AccessoryBacking(in: environment.family)
        }
        let spec = WidgetRenderSpec(family: .accessoryCircular, device: device, appearance: .lockScreen, date: Date())
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        let bitmap = try renderer.bitmap(prepared.displayList, scale: 3)
        #expect(
            near(bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2), RGBA(red: 1, green: 1, blue: 1, alpha: 0.2)))
        #expect(bitmap.pixel(x: 4, y: 4).alpha == 0)
    }
}
