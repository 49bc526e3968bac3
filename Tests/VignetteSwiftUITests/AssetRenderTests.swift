import Foundation
import SwiftUI
import Testing
import VignetteFoundation
import Vignette
import VignetteCairo
import VignettePNG
import WidgetKit

private struct AssetEntry: WidgetKit.TimelineEntry {
    let date: Date
}

private struct AssetProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> AssetEntry { AssetEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (AssetEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<AssetEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A widget drawing one view, with a white background and no margins.
private struct AssetWidget: Widget {
    let content: @Sendable () -> AnyView
    init() { content = { AnyView(EmptyView()) } }
    init<V: View>(_ view: @escaping @Sendable () -> V) { content = { AnyView(view()) } }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "assets", provider: AssetProvider()) { _ in
            content().containerBackground(Color.white, for: .widget)
        }
        .contentMarginsDisabled()
    }
}

/// Asset images and colours through a whole render: natural and resizable frames, the
/// pixels of the chosen file, and the errors a missing asset gives.
@Suite struct AssetRenderTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)

    func spec(_ appearance: Vignette.Appearance = .light, device: String = "iphone-16-pro-max") -> WidgetRenderSpec {
        WidgetRenderSpec(
            family: .systemSmall, device: try! DeviceCatalog.standard.device(id: device),
            appearance: appearance, date: Date(timeIntervalSince1970: 1_795_420_800),
            timeZone: TimeZone(identifier: "UTC")!)
    }

    func prepare<V: View>(
        _ spec: WidgetRenderSpec, roots: [URL] = [AssetFixtures.folder],
        _ view: @escaping @Sendable () -> V
    ) throws -> PreparedWidget {
        try AssetLibrary.$overridingFolders.withValue(roots) {
            try WidgetDefinition(AssetWidget(view)).prepare(spec, textEngine: engine, resources: .files())
        }
    }

    /// The render as pixels; the PNG is also written to /tmp for looking at.
    func bitmap(_ prepared: PreparedWidget, name: String) throws -> Bitmap {
        let png = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("vignette-assets-\(name).png"))
        return try PNGReader.bitmap(from: png, source: name)
    }

    /// The pixel at the centre of the picture node, in pixels.
    func centre(of kind: NodeKind, in prepared: PreparedWidget, _ bitmap: Bitmap) -> Bitmap.Pixel? {
        guard let frame = prepared.layout.allNodes.first(where: { $0.kind == kind })?.frame else { return nil }
        let scale = Double(prepared.pixelScale)
        return bitmap.pixel(x: Int(frame.midX * scale), y: Int(frame.midY * scale))
    }

    func pictureFrame(_ prepared: PreparedWidget) -> CGRect? {
        prepared.layout.allNodes.first { $0.kind == .picture }?.frame
    }

    /// Equal to a thousandth of a point (frames are sums of thirds at 3x).
    func close(_ size: CGSize?, _ expected: CGSize) -> Bool {
        guard let size else { return false }
        return abs(size.width - expected.width) < 0.001 && abs(size.height - expected.height) < 0.001
    }

    @Test func withoutResizableAnImageIsItsPixelsOverItsScale() throws {
        // 25×20 pixels listed as 3x: 8⅓ × 6⅔ points.
        let atThree = try pictureFrame(prepare(spec()) { Image("Badge") })
        #expect(abs((atThree?.width ?? 0) - 25.0 / 3) < 0.001 && abs((atThree?.height ?? 0) - 20.0 / 3) < 0.001)
        // On a 2x phone the 2x file is chosen: 20×16 pixels, 10×8 points.
        let atTwo = try pictureFrame(prepare(spec(device: "iphone-se-3")) { Image("Badge") })
        #expect(close(atTwo?.size, CGSize(width: 10, height: 8)))
        // A frame around it does not stretch it.
        let framed = try pictureFrame(prepare(spec()) { Image("Badge").frame(width: 60, height: 60) })
        #expect(abs((framed?.width ?? 0) - 25.0 / 3) < 0.001)
    }

    @Test func resizableScaledToFitKeepsTheFilesProportions() throws {
        let fit = try pictureFrame(
            prepare(spec()) { Image("Badge").resizable().scaledToFit().frame(width: 50, height: 50) })
        #expect(close(fit?.size, CGSize(width: 50, height: 40)))
        let fill = try pictureFrame(prepare(spec()) { Image("Badge").resizable().frame(width: 30, height: 50) })
        #expect(close(fill?.size, CGSize(width: 30, height: 50)))
        // 25:20 in 47 points wide: 37.6 points tall, on the 3x grid.
        let odd = try pictureFrame(
            prepare(spec()) { Image("Badge").resizable().aspectRatio(contentMode: .fit).frame(width: 47) })
        #expect(abs((odd?.width ?? 0) - 47) < 0.001 && abs((odd?.height ?? 0) - 37.6) <= 1.0 / 3)
    }

    @Test func thePicturesColourLandsInThePNG() throws {
        let light = try prepare(spec()) { Image("Badge").resizable().scaledToFit().frame(width: 60, height: 60) }
        #expect(
            centre(of: .picture, in: light, try bitmap(light, name: "badge-light"))
                == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let dark = try prepare(spec(.dark)) { Image("Badge").resizable().scaledToFit().frame(width: 60, height: 60) }
        #expect(
            centre(of: .picture, in: dark, try bitmap(dark, name: "badge-dark"))
                == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        // Glyph is black and its set asks for template rendering; .original keeps the black.
        let template = try prepare(spec()) {
            Image("Glyph").resizable().frame(width: 40, height: 40).foregroundStyle(Color(red: 0, green: 0, blue: 1))
        }
        #expect(
            centre(of: .picture, in: template, try bitmap(template, name: "glyph-template"))
                == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let original = try prepare(spec()) {
            Image("Glyph").renderingMode(.original).resizable().frame(width: 40, height: 40).foregroundStyle(
                Color(red: 0, green: 0, blue: 1))
        }
        #expect(
            centre(of: .picture, in: original, try bitmap(original, name: "glyph-original"))
                == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func namedColoursFollowTheAppearance() throws {
        let light = try prepare(spec()) { Color("Brand").frame(width: 40, height: 40) }
        #expect(
            centre(of: .fill, in: light, try bitmap(light, name: "brand-light"))
                == Bitmap.Pixel(red: 51, green: 102, blue: 153, alpha: 255))
        let dark = try prepare(spec(.dark)) { Rectangle().fill(Color("Brand")).frame(width: 40, height: 40) }
        let darkPixel = centre(of: .rect, in: dark, try bitmap(dark, name: "brand-dark"))
        #expect(darkPixel == Bitmap.Pixel(red: 255, green: 128, blue: 0, alpha: 255))
    }

    @Test func accentColorReadsTheSetOrFallsBackToBlue() throws {
        let fromSet = try prepare(spec()) { Color.accentColor.frame(width: 40, height: 40) }
        #expect(
            centre(of: .fill, in: fromSet, try bitmap(fromSet, name: "accent"))
                == Bitmap.Pixel(red: 0, green: 128, blue: 0, alpha: 255))
        let withoutSet = try prepare(spec(), roots: [AssetFixtures.loose]) {
            Color.accentColor.frame(width: 40, height: 40)
        }
        let blue = try prepare(spec()) { Color.blue.frame(width: 40, height: 40) }
        #expect(
            centre(of: .fill, in: withoutSet, try bitmap(withoutSet, name: "accent-blue"))
                == centre(of: .fill, in: blue, try bitmap(blue, name: "blue")))
    }

    /// Xcode's template `AccentColor` set, which has no colour in it (Meditationstimer's): the system blue.
    @Test func anAccentColorSetWithNoColourIsTheSystemBlue() throws {
        // Beside AssetFixtures, whose own catalogue the other tests list alone.
        let template = AssetFixtures.folder.deletingLastPathComponent().appendingPathComponent("AccentFixtures")
        let accent = try prepare(spec(), roots: [template]) { Color.accentColor.frame(width: 40, height: 40) }
        let blue = try prepare(spec()) { Color.blue.frame(width: 40, height: 40) }
        #expect(
            centre(of: .fill, in: accent, try bitmap(accent, name: "template-accent"))
                == centre(of: .fill, in: blue, try bitmap(blue, name: "blue")))
    }

    @Test func labelsTakeAnAssetImageAsTheirIcon() throws {
        let label = try pictureFrame(prepare(spec()) { Label("Badge", image: "Badge") })
        #expect(close(label?.size, CGSize(width: 25.0 / 3, height: 20.0 / 3)))
    }

    /// A collector for the warnings a render writes.
    final class Warnings: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
    }

    @Test func aMissingImageIsDrawnAsNothingWithAWarningAsOnIOS() throws {
        let warnings = Warnings()
        let prepared = try AssetProblems.$strictOverride.withValue(false) {
            try RenderWarnings.$sink.withValue({ warnings.append($0) }) {
                try prepare(spec()) {
                    VStack {
                        Text("Hi")
                        Image("Missing")
                    }
                }
            }
        }
        #expect(pictureFrame(prepared) == nil)
        #expect(prepared.layout.allNodes.contains { $0.kind == .words })
        #expect(warnings.lines.count == 1)
        let warning = warnings.lines.first ?? ""
        #expect(
            warning.hasPrefix("no image named 'Missing' (asked for in VignetteSwiftUITests/AssetRenderTests.swift:"))
        #expect(
            warning.hasSuffix(
                "drawn as nothing, as iOS draws an image name it cannot find (VIGNETTE_STRICT_ASSETS=1 or "
                    + "--strict-assets makes this an error)"))
    }

    @Test func aMissingAssetFailsTheRenderNamingItAndWhereItLooked() throws {
        // Strict for image and colour names; undrawable files fail always.
        let image = #expect(throws: AssetError.self) {
            try AssetProblems.$strictOverride.withValue(true) {
                try prepare(spec()) {
                    VStack {
                        Text("Hi")
                        Image("Missing")
                    }
                }
            }
        }
        let message = image?.description ?? ""
        #expect(
            message.hasPrefix("no image named 'Missing' (asked for in VignetteSwiftUITests/AssetRenderTests.swift:"))
        #expect(message.contains(AssetFixtures.catalogue.path))
        let colour = #expect(throws: AssetError.self) {
            try AssetProblems.$strictOverride.withValue(true) {
                try prepare(spec()) { Text("Hi").foregroundStyle(Color("Nope")) }
            }
        }
        #expect(
            colour?.description.hasPrefix(
                "no colour named 'Nope' (asked for in VignetteSwiftUITests/AssetRenderTests.swift:") == true)
        let heic = #expect(throws: AssetError.self) { try prepare(spec()) { Image("Live") } }
        #expect(heic?.description.contains("not HEIC") == true)
    }

    @Test func aColourNameNothingProvidesOrASetWithNoColourIsDrawnClearWithAWarningNamingIt() throws {
        // Apple documents neither; observed on iOS: "Color(\"black\")" missing from the catalogue rendered text
        // transparent (ReseauEntourage/entourage-ios#278). Docs/SwiftUI/Assets.md.
        let template = AssetFixtures.folder.deletingLastPathComponent().appendingPathComponent("AccentFixtures")
        let red = try bitmap(prepare(spec()) { Color.red }, name: "red")
        let warnings = Warnings()
        let (unknown, empty) = try AssetProblems.$strictOverride.withValue(false) {
            try RenderWarnings.$sink.withValue({ warnings.append($0) }) {
                (
                    try prepare(spec()) {
                        ZStack {
                            Color.red
                            Color("Nope")
                        }
                    },
                    try prepare(spec(), roots: [template]) {
                        ZStack {
                            Color.red
                            Color("AccentColor")
                        }
                    }
                )
            }
        }
        #expect(try bitmap(unknown, name: "unknown-colour") == red)
        #expect(try bitmap(empty, name: "empty-set") == red)
        #expect(warnings.lines.count == 2)
        let suffix =
            "; drawn clear, as iOS draws a named colour it cannot resolve (VIGNETTE_STRICT_ASSETS=1 or --strict-assets "
            + "makes this an error)"
        #expect(
            warnings.lines.first?.hasPrefix(
                "no colour named 'Nope' (asked for in VignetteSwiftUITests/AssetRenderTests.swift:") == true)
        #expect(warnings.lines.allSatisfy { $0.hasSuffix(suffix) })
        #expect(
            warnings.lines.last?.hasPrefix("asset 'AccentColor' in ") == true
                && warnings.lines.last?.contains("AccentColor.colorset") == true
                && warnings.lines.last?.contains(": no colour for iPhone or universal") == true)
    }
}
