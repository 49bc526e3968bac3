import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import VignettePNG
import WidgetKit

/// Says whether the render shows the container background, on an orange container background.
private struct OrangeWidget: Widget {
    var removable = true
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orange", provider: OneEntryProvider()) { _ in
            BackgroundFact().containerBackground(Color(red: 1, green: 0.5, blue: 0), for: .widget)
        }
        .containerBackgroundRemovable(removable)
    }
}

private struct BackgroundFact: View {
    @Environment(\.showsWidgetContainerBackground) private var shows
    var body: some View { Text(shows ? "shown" : "removed") }
}

/// `containerBackgroundRemovable(false)`: the system "always displays the background container of
/// the widget" (Docs/SwiftUI.md), in StandBy (not yet in the accented looks); `true`, the default, lets it go there.
@Suite struct ContainerBackgroundRemovableTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)

    fileprivate func render(
        _ widget: OrangeWidget, _ appearance: Vignette.Appearance
    ) throws -> (PreparedWidget, Bitmap) {
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: try DeviceCatalog.standard.device(id: "iphone-16-pro-max"),
            appearance: appearance, date: Date(timeIntervalSince1970: 1_795_420_800),
            timeZone: TimeZone(identifier: "UTC")!)
        let prepared = try WidgetDefinition(widget).prepare(spec, textEngine: engine, resources: .files())
        let png = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        let name = "vignette-removable-\(widget.removable)-\(appearance.rawValue).png"
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(name))
        return (prepared, try PNGReader.bitmap(from: png, source: name))
    }

    /// The pixel 8 pt under the middle of the widget's top edge, away from the text in its centre.
    func nearTop(_ rendered: (PreparedWidget, Bitmap)) -> Bitmap.Pixel? {
        let (prepared, bitmap) = rendered
        let frame = prepared.layout.root.frame
        let scale = Double(prepared.pixelScale)
        return bitmap.pixel(x: Int(frame.midX * scale), y: Int((frame.minY + 8) * scale))
    }

    /// The lines of text the render lays out.
    func words(_ prepared: PreparedWidget) -> [String] {
        prepared.layout.allNodes.filter { $0.kind == .words }.flatMap { $0.lines ?? [] }
    }

    @Test(arguments: [Vignette.Appearance.standBy, .standByNight, .tinted])
    func aRemovableBackgroundGoesWhereTheSystemPrefersNone(_ appearance: Vignette.Appearance) throws {
        let rendered = try render(OrangeWidget(removable: true), appearance)
        #expect(words(rendered.0) == ["removed"])
        let pixel = try #require(nearTop(rendered))
        #expect(
            !(pixel.red > 200 && pixel.green > 100 && pixel.green < 150 && pixel.blue < 40),
            "orange drawn in \(appearance)")
    }

    @Test func aNonRemovableBackgroundIsDrawnInStandBy() throws {
        let rendered = try render(OrangeWidget(removable: false), .standBy)
        #expect(words(rendered.0) == ["shown"])
        let pixel = try #require(nearTop(rendered))
        #expect(pixel.red == 255 && (127...128).contains(Int(pixel.green)) && pixel.blue == 0, "\(pixel)")
    }

    @Test func inTheAccentedLooksANonRemovableBackgroundIsRemovedAsYet() throws {
        for appearance in [Vignette.Appearance.tinted, .clearGlass] {
            let kept = try render(OrangeWidget(removable: false), appearance)
            let removed = try render(OrangeWidget(removable: true), appearance)
            #expect(words(kept.0) == ["removed"])
            #expect(try #require(nearTop(kept)) == #require(nearTop(removed)))
        }
    }

    @Test func atNightAKeptBackgroundTurnsRedWithTheRest() throws {
        let pixel = try #require(nearTop(try render(OrangeWidget(removable: false), .standByNight)))
        #expect(pixel.red > 100 && pixel.green == 0 && pixel.blue == 0, "\(pixel)")
    }

    @Test func inLightBothAreDrawn() throws {
        for removable in [true, false] {
            let rendered = try render(OrangeWidget(removable: removable), .light)
            #expect(words(rendered.0) == ["shown"])
            let pixel = try #require(nearTop(rendered))
            #expect(pixel.red == 255 && (127...128).contains(Int(pixel.green)) && pixel.blue == 0, "\(pixel)")
        }
    }
}
