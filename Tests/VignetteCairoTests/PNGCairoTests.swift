import CCairo
import Foundation
import Testing
import Vignette
import VignettePNG
@testable import VignetteCairo

/// The PNG codec meeting Cairo: a surface encodes to the bytes of the bitmap it holds, a
/// painted image checksums like its bitmap, and `PNGReader` (zlib, no Cairo) decodes every
/// kind of PNG to the pixels Cairo's own reader (libpng) gives.
@Suite struct PNGCairoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Cairo's reading of `png`, alpha divided out; nil when Cairo cannot read it.
    static func cairoPixels(_ png: Data) throws -> Bitmap? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-cairo-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let surface = cairo_image_surface_create_from_png(file.path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return try Bitmap(surface: surface, source: file.path)
    }

    /// The decoder's fixtures (every colour type, depth, tRNS, Adam7), the fuzzer's seeds
    /// and a few stored references.
    static var pngs: [URL] {
        let folders = [
            ("Tests/VignettePNGTests/Fixtures", 100), ("Tests/VignetteReliabilityTests/Fuzz/Seeds/FuzzPNGReader", 100),
            ("Tests/VignetteSnapshotTestingTests/__Snapshots__/SnapshottingWidgetTests", 100),
            ("Snapshots/ExampleSnapshotTests/everyFamilyAndAppearance", 3),
        ]
        return folders.flatMap { folder, most in
            let url = root.appendingPathComponent(folder)
            return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".png") }.sorted().prefix(most).map { url.appendingPathComponent($0) }
        }
    }

    @Test func theReaderAgreesWithCairosReader() throws {
        let files = Self.pngs
        #expect(files.count == 38, "\(files.map(\.lastPathComponent))")
        for file in files {
            let data = try Data(contentsOf: file)
            let ours = try PNGReader.bitmap(from: data, source: file.lastPathComponent)
            #expect(try Self.cairoPixels(data) == ours, "\(file.lastPathComponent)")
        }
    }

    @Test func aRenderedWidgetRoundTrips() throws {
        let renderer = try CairoRenderer()
        let list = SampleDisplayList.make()
        let painted = try renderer.bitmap(list, scale: 3)
        let png = try renderer.png(list, scale: 3)
        #expect(try PNGReader.bitmap(from: png, source: "rendered") == painted)
        #expect(try Self.cairoPixels(png) == painted)
    }

    /// ARGB32 surfaces encode as the straight bitmap they hold; RGB24 ones as RGB.
    @Test func surfacesEncodeLikeTheirBitmaps() throws {
        let bitmap = try CairoRenderer().bitmap(SampleDisplayList.make(), scale: 1)
        try bitmap.withSurface { surface in
            let png = try PNGEncoder.png(surface: surface)
            #expect(png == (try PNGEncoder.png(bitmap: bitmap)))
            #expect(png[png.startIndex + 25] == 6, "colour type RGBA")
        }
        let canvas = try OpaqueCanvas(
            size: CGSize(width: 20, height: 10), scale: 2,
            background: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), fonts: .standard())
        let png = try canvas.png()
        #expect(png[png.startIndex + 25] == 2, "colour type RGB")
        #expect(try PNGReader.bitmap(from: png, source: "canvas") == (try canvas.bitmap()))
        #expect(try Self.cairoPixels(png) == (try canvas.bitmap()))
    }

    @Test func aPaintedImageChecksumsLikeItsBitmap() throws {
        let renderer = try BitmapRenderer(fonts: .standard())
        for list in [SampleDisplayList.make(), DisplayList(size: CGSize(width: 3, height: 1), items: [])] {
            for scale in [1.0, 3.0] {
                let painted = try renderer.paint(list, scale: scale)
                #expect(painted.pixelChecksum == (try painted.bitmap()).pixelChecksum)
            }
        }
    }
}
