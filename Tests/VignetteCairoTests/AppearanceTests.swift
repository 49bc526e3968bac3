import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// What each appearance does to a widget's pixels, checked on a widget made to show it:
/// a green background, a white title, an accent bar and an emoji-free body.
@Suite struct AppearanceTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-16-pro-max")

    let probe = WidgetDefinition(id: "probe", displayName: "Probe", families: WidgetFamily.allCases) { env in
        Column(alignment: .leading, spacing: 6) {
            Words("Title").font(.headline)
            Rect().fill(.orange).frame(height: 12).widgetAccentable()
            Words("Body text").font(.caption).foregroundStyle(.secondaryLabel)
        }
        // 58.7 pt tall: it fits the 60 pt lock-screen rectangle, pinned to the top.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetBackground(.hex(0x00C000))
    }

    func render(_ family: WidgetFamily, _ appearance: Appearance) throws -> (Bitmap, PreparedWidget) {
        let spec = WidgetRenderSpec(family: family, device: device, appearance: appearance, date: Date())
        let prepared = try probe.prepare(spec, textEngine: engine, resources: .files())
        return (try renderer.bitmap(prepared.displayList, scale: Double(prepared.pixelScale)), prepared)
    }

    func visiblePixels(_ bitmap: Bitmap) -> [Bitmap.Pixel] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.pixel(x: x, y: y) } }.filter {
            $0.alpha > 0
        }
    }

    func isGreen(_ p: Bitmap.Pixel) -> Bool { Int(p.green) > Int(p.red) + 60 && Int(p.green) > Int(p.blue) + 60 }

    @Test func lightAndDarkDrawTheWidgetBackground() throws {
        for appearance in [Appearance.light, .dark] {
            let (bitmap, _) = try render(.systemSmall, appearance)
            #expect(isGreen(bitmap.pixel(x: 10, y: bitmap.height / 2)), "\(appearance)")
        }
    }

    /// The widget's own pixels, without the backdrop the system draws behind them (the first items).
    func withoutBackdrop(_ prepared: PreparedWidget) throws -> Bitmap {
        let list = prepared.displayList, backdrop = try prepared.spec.systemBackdrop()
        #expect(Array(list.items.prefix(backdrop.count)) == backdrop)
        return try renderer.bitmap(
            DisplayList(size: list.size, items: Array(list.items.dropFirst(backdrop.count))), scale: 3)
    }

    @Test func tintedRemovesTheBackgroundAndPaintsTwoTints() throws {
        let (shown, prepared) = try render(.systemSmall, .tinted)
        // The background area inside the margin shows the system's dark tinted backdrop, not the green.
        let backdrop = WidgetTint.standard.darkBackdrop
        for p in [shown.pixel(x: 10, y: shown.height / 2), shown.pixel(x: shown.width / 2, y: shown.height - 10)] {
            #expect(p.alpha == 255 && !isGreen(p) && abs(Double(p.blue) - backdrop.blue * 255) <= 2)
        }
        // The widget itself: nothing where its background was, every visible pixel one of the two tints.
        let bitmap = try withoutBackdrop(prepared)
        #expect(bitmap.pixel(x: 10, y: bitmap.height / 2).alpha == 0)
        // Every visible pixel is one of the two tints (straight colour, ±3: at half alpha one
        // premultiplied step is two straight ones).
        let tints = [TintPalette.standard.primary, TintPalette.standard.accent]
        func matches(_ p: Bitmap.Pixel, _ c: RGBA) -> Bool {
            abs(Double(p.red) - c.red * 255) <= 3 && abs(Double(p.green) - c.green * 255) <= 3
                && abs(Double(p.blue) - c.blue * 255) <= 3
        }
        let solid = visiblePixels(bitmap).filter { $0.alpha > 128 }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { p in tints.contains { matches(p, $0) } })
        #expect(solid.contains { matches($0, tints[0]) } && solid.contains { matches($0, tints[1]) })
    }

    @Test func tintedRecoloursEmojiAndPicturesToo() throws {
        // A full-colour picture: a red and blue PNG made here.
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-tint-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: picture) }
        let square = DisplayList(
            size: CGSize(width: 20, height: 20),
            items: [
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 20)), .color(RGBA(hex: 0xFF0000))),
                .fill(Path(rect: CGRect(x: 10, y: 0, width: 10, height: 20)), .color(RGBA(hex: 0x0000FF))),
            ])
        try renderer.png(square, scale: 1).write(to: picture)
        let widget = WidgetDefinition(id: "emoji", displayName: "Emoji", families: [.systemSmall]) { _ in
            Column {
                Words("Sunny ☀️🌈").font(.title)
                Picture(picture.path).resizable().frame(width: 40, height: 40)
            }
            .widgetBackground(.hex(0x00C000))
        }
        let spec = WidgetRenderSpec(family: .systemSmall, device: device, appearance: .tinted, date: Date())
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        let bitmap = try withoutBackdrop(prepared)
        let tints = [TintPalette.standard.primary, TintPalette.standard.accent]
        let solid = visiblePixels(bitmap).filter { $0.alpha > 128 }
        func matches(_ p: Bitmap.Pixel, _ c: RGBA) -> Bool {
            abs(Double(p.red) - c.red * 255) <= 2 && abs(Double(p.green) - c.green * 255) <= 2
                && abs(Double(p.blue) - c.blue * 255) <= 2
        }
        #expect(solid.count > 500)
        #expect(solid.allSatisfy { p in tints.contains { matches(p, $0) } })
        // The picture (accented by default) is in the accent tint.
        #expect(solid.contains { matches($0, tints[1]) })
    }

    @Test func standByDropsTheBackgroundAndShowsTheWidgetLargerOnBlack() throws {
        let (bitmap, prepared) = try render(.systemSmall, .standBy)
        #expect(!visiblePixels(bitmap).contains(where: isGreen))
        #expect(bitmap.pixel(x: 2, y: 2) == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Enlarged: (440 − 88) / 176.67 ≈ 1.99 times the 530 px widget.
        #expect(abs(prepared.pixelScale - 3 * 352 / (530.0 / 3)) < 1e-9)
        #expect(bitmap.width == 1056)
        // Content keeps its colour: the orange bar is there.
        #expect(visiblePixels(bitmap).contains { $0.red > 200 && $0.green > 100 && $0.green < 180 && $0.blue < 80 })
    }

    @Test func standByNightIsRedMonochrome() throws {
        let (bitmap, _) = try render(.systemSmall, .standByNight)
        let visible = visiblePixels(bitmap)
        #expect(visible.allSatisfy { $0.green == 0 && $0.blue == 0 })
        #expect(visible.contains { $0.red > 200 })  // the white title is bright red
    }

    @Test func lockScreenAccessoriesAreWhiteByLuminanceInTheirShape() throws {
        let (circle, _) = try render(.accessoryCircular, .lockScreen)
        // 60 pt at @3x on iOS 26; outside the circle nothing is drawn.
        #expect(circle.width == 180 && circle.height == 180)
        #expect(circle.pixel(x: 1, y: 1).alpha == 0 && circle.pixel(x: 178, y: 178).alpha == 0)
        #expect(visiblePixels(circle).allSatisfy { $0.red == $0.green && $0.green == $0.blue })
        let (rectangle, _) = try render(.accessoryRectangular, .lockScreen)
        #expect(rectangle.width == 474 && rectangle.height == 180)
    }

    @Test func marginsMatchTheFacts() throws {
        // Docs/WidgetFacts.md §4b: 16 pt on the home screen, 0 on the lock screen, under 5 in StandBy.
        let cases: [(WidgetFamily, Appearance, CGFloat)] = [
            (.systemSmall, .light, 16), (.systemMedium, .dark, 16), (.systemLarge, .tinted, 16),
            (.accessoryRectangular, .lockScreen, 0), (.systemSmall, .standBy, 4),
        ]
        for (family, appearance, margin) in cases {
            let (_, prepared) = try render(family, appearance)
            let title = prepared.layout.allNodes.first { $0.lines == ["Title"] }!
            #expect(title.frame.origin == CGPoint(x: margin, y: margin), "\(family) \(appearance)")
        }
    }

    @Test func theEnvironmentTellsTheWidgetHowItIsShown() throws {
        for appearance in Appearance.allCases {
            let family: WidgetFamily = appearance == .lockScreen ? .accessoryInline : .systemSmall
            let env = WidgetRenderSpec(family: family, device: device, appearance: appearance, date: Date()).environment
            #expect(env.renderingMode == appearance.renderingMode)
            #expect(env.showsWidgetBackground == (appearance == .light || appearance == .dark))
        }
    }

    @Test func anAppearanceAFamilyCannotHaveIsAnError() {
        let spec = WidgetRenderSpec(family: .systemLarge, device: device, appearance: .standBy, date: Date())
        #expect(
            throws: VignetteError.appearanceUnavailable(
                appearance: "standBy", family: "systemLarge", device: device.id,
                reason: "a systemLarge widget is never shown that way",
                possible: ["light", "dark", "tinted", "clearGlass", "tintedGlass"])
        ) {
            try probe.prepare(spec, textEngine: engine, resources: .files())
        }
    }

    /// The clear and tinted glass looks came with iOS 26 (Docs/WidgetFacts.md §4f): on iOS 18 they are an error.
    @Test func glassOnIOS18IsAnError() {
        for glass in [Appearance.clearGlass, .tintedGlass] {
            let spec = WidgetRenderSpec(
                family: .systemSmall, device: device, os: .ios18, appearance: glass, date: Date())
            #expect(
                throws: VignetteError.appearanceUnavailable(
                    appearance: glass.rawValue, family: "systemSmall", device: device.id,
                    reason: "the glass looks exist from iOS 26; \(device.id) runs ios18 here",
                    possible: ["light", "dark", "tinted", "standBy", "standByNight", "standByLocked"])
            ) {
                try probe.prepare(spec, textEngine: engine, resources: .files())
            }
        }
        #expect(Appearance.all(for: .systemMedium, on: .iPad, os: .ios18) == [.light, .dark, .tinted])
        #expect(Appearance.all(for: .systemMedium, on: .mac, os: .ios18) == [.light, .dark])
    }
}
