import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// Widgets rendered on an Apple Watch and a Mac (Docs/WidgetFacts.md §1g, §1h, §4f): the frames
/// of their families, the watch face's accented colours, and the appearances each refuses.
@Suite struct WatchAndMacRenderingTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let watch = try! DeviceCatalog.standard.device(id: "apple-watch-series-11-46mm")
    let mac = try! DeviceCatalog.standard.device(id: "mac")

    /// A white bar on top and an orange accent bar under it, filling the width.
    let probe = WidgetDefinition(id: "probe", displayName: "Probe", families: WidgetFamily.allCases) { _ in
        Column(alignment: .leading, spacing: 0) {
            Rect().fill(.white).frame(height: 10)
            Rect().fill(.orange).frame(height: 10).widgetAccentable()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    func prepare(
        _ family: WidgetFamily, _ device: Device, _ appearance: Appearance, tint: WidgetTint = .standard
    ) throws -> PreparedWidget {
        var spec = WidgetRenderSpec(family: family, device: device, appearance: appearance, date: Date())
        spec.tint = tint
        return try probe.prepare(spec, textEngine: engine, resources: .files())
    }

    @Test func watchFamiliesAreLaidOutAtTheirSizeWithoutMargins() throws {
        for (family, size) in [
            (WidgetFamily.accessoryCorner, CGSize(width: 38, height: 38)),
            (.accessoryRectangular, CGSize(width: 196, height: 80.5)),
            (.accessoryCircular, CGSize(width: 51, height: 51)),
        ] {
            let prepared = try prepare(family, watch, .dark)
            #expect(prepared.layout.root.frame == CGRect(origin: .zero, size: size), "\(family)")
            let bar = try #require(prepared.layout.allNodes.first { $0.frame.height == 10 })
            #expect(bar.frame.origin == .zero, "\(family)")
            #expect(prepared.pixelScale == 2)
        }
    }

    @Test func theMacDesktopKeepsTheSixteenPointMargins() throws {
        let prepared = try prepare(.systemMedium, mac, .light)
        #expect(prepared.layout.root.frame.size == CGSize(width: 344, height: 164))
        let bar = try #require(prepared.layout.allNodes.first { $0.frame.height == 10 })
        #expect(bar.frame == CGRect(x: 16, y: 16, width: 312, height: 10))
    }

    /// A watch face draws complications on its own black: the container background is removed in
    /// both of its appearances (Docs/WidgetFacts.md §4c), where a Mac's light desktop keeps it.
    @Test func aWatchFaceRemovesTheContainerBackground() throws {
        let green = WidgetDefinition(id: "green", displayName: "Green", families: WidgetFamily.allCases) {
            environment in
            Words(environment.showsWidgetBackground ? "shown" : "removed").widgetBackground(.hex(0x00C000))
        }
        for appearance in [Appearance.dark, .tinted] {
            let spec = WidgetRenderSpec(
                family: .accessoryRectangular, device: watch, appearance: appearance, date: Date())
            let prepared = try green.prepare(spec, textEngine: engine, resources: .files())
            #expect(prepared.layout.allNodes.contains { $0.lines == ["removed"] }, "\(appearance)")
            let bitmap = try renderer.bitmap(prepared.displayList, scale: 2)
            #expect(bitmap.pixel(x: 4, y: 4).alpha == 0, "\(appearance)")
        }
        let desk = WidgetRenderSpec(family: .systemSmall, device: mac, appearance: .light, date: Date())
        let bitmap = try renderer.bitmap(
            try green.prepare(desk, textEngine: engine, resources: .files()).displayList, scale: 2)
        #expect(bitmap.pixel(x: 40, y: 40) == Bitmap.Pixel(red: 0, green: 0xC0, blue: 0, alpha: 255))
    }

    @Test func aTintedWatchFacePaintsThePrimaryGroupWhiteAndTheAccentInTheFacesColour() throws {
        let prepared = try prepare(.accessoryRectangular, watch, .tinted, tint: try WidgetTint("orange"))
        #expect(try prepared.spec.systemBackdrop().isEmpty)  // no backdrop on a watch face
        let bitmap = try renderer.bitmap(prepared.displayList, scale: 2)
        #expect(bitmap.pixel(x: 100, y: 10) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(bitmap.pixel(x: 100, y: 30) == Bitmap.Pixel(red: 0xFF, green: 0x92, blue: 0x30, alpha: 255))
        #expect(bitmap.pixel(x: 100, y: 100).alpha == 0)
    }

    @Test func anAppearanceTheDeviceNeverShowsIsAnError() throws {
        #expect(
            throws: VignetteError.appearanceUnavailable(
                appearance: "lockScreen", family: "accessoryCircular", device: "apple-watch-series-11-46mm",
                reason:
                    "apple-watch-series-11-46mm is an Apple Watch, whose faces show accessories in full colour or accented",
                possible: ["dark", "tinted"])
        ) {
            try prepare(.accessoryCircular, watch, .lockScreen)
        }
        #expect(
            throws: VignetteError.appearanceUnavailable(
                appearance: "tinted", family: "systemSmall", device: "mac",
                reason: "mac is a Mac, whose desktop shows widgets in light, dark or glass",
                possible: ["light", "dark", "clearGlass", "tintedGlass"])
        ) {
            try prepare(.systemSmall, mac, .tinted)
        }
    }

    /// Every character of a corner label stands on the arc around the box's inner corner, turned
    /// to the tangent (rotation = angle of its point + 90°), in reading order from the leading edge up.
    @Test func aCornerLabelCurvesAlongTheBezel() throws {
        let widget = WidgetDefinition(
            id: "corner", displayName: "Corner", families: [.accessoryCorner, .accessoryCircular]
        ) { _ in
            Symbol("heart.fill").widgetLabel("RUN")  // shorter than the quarter arc
        }
        let spec = WidgetRenderSpec(family: .accessoryCorner, device: watch, appearance: .dark, date: Date())
        let list = try widget.prepare(spec, textEngine: engine, resources: .files()).displayList
        let glyphs: [(run: TextRun, transform: DrawingTransform)] = list.items.flatMap {
            item -> [(TextRun, DrawingTransform)] in
            guard case .group(let group) = item, let transform = group.transform,
                case .text(let run)? = group.items.first, group.items.count == 1
            else { return [] }
            return [(run, transform)]
        }
        #expect(glyphs.map(\.run.text).joined() == "RUN")
        let center = CGPoint(x: 38, y: 38), radius = 38.0 - 12
        var angles: [Double] = []
        for (run, transform) in glyphs {
            let width = engine.width(of: run.text, font: run.font)
            let foot = CGPoint(x: run.origin.x + width / 2, y: run.origin.y)
            #expect(abs(hypot(foot.x - center.x, foot.y - center.y) - radius) < 0.01, "\(run.text)")
            let angle = atan2(Double(foot.y - center.y), Double(foot.x - center.x))
            let turn = atan2(Double(transform.b), Double(transform.a))
            #expect(abs(remainder(turn - (angle + .pi / 2), 2 * .pi)) < 1e-6, "\(run.text)")
            #expect(hypot(transform.apply(foot).x - foot.x, transform.apply(foot).y - foot.y) < 1e-9)  // turned about its foot
            angles.append(angle < 0 ? angle + 2 * .pi : angle)
        }
        #expect(angles == angles.sorted() && Set(angles).count == angles.count)
        // Centred on the diagonal toward the corner (225°), within the quarter from 180° to 270°.
        #expect(abs((angles.first! + angles.last!) / 2 - 225 * .pi / 180) < 0.05)
        #expect(angles.allSatisfy { $0 > .pi && $0 < 1.5 * .pi })

        // In another family the face draws the label outside the widget: not in the image.
        let circular = WidgetRenderSpec(family: .accessoryCircular, device: watch, appearance: .dark, date: Date())
        func texts(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { count, item in
                switch item {
                case .text: count + 1
                case .group(let group): count + texts(group.items)
                default: count
                }
            }
        }
        #expect(texts(try widget.prepare(circular, textEngine: engine, resources: .files()).displayList.items) == 0)
        #expect(texts(list.items) == 3)
    }
}
