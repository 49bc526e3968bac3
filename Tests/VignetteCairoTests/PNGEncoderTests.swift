import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// The fast PNG encoder behind `CairoRenderer.png`: `PNGReader` (which checks every CRC and
/// the zlib stream; `PNGCairoTests` holds it to Cairo's reader) gives back exactly the pixels
/// painted; the same pixels give the same bytes; the snapshot digest chunk survives.
@Suite struct PNGEncoderTests {
    /// Flat fills, Latin, Chinese and emoji text, a translucent group, anti-aliased corners.
    static func painted() throws -> (CairoRenderer, DisplayList) {
        (try CairoRenderer(), SampleDisplayList.make())
    }

    @Test func thePaintedPixelsReadBack() throws {
        let (renderer, list) = try Self.painted()
        let painted = try renderer.bitmap(list, scale: 2)
        #expect(painted.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
        #expect(try PNGReader.bitmap(from: try renderer.png(list, scale: 2), source: "encoder") == painted)
        // Cairo's own writer agrees on the pixels (it is the baseline `make bench` compares with).
        #expect(try PNGReader.bitmap(from: try renderer.pngThroughCairo(list, scale: 2), source: "cairo") == painted)
    }

    @Test func everyFilterDecodesToTheSamePixels() throws {
        let (renderer, list) = try Self.painted()
        let painted = try renderer.bitmap(list, scale: 2)
        try renderer.withPainted(list, scale: 2) { surface in
            for filter in PNGFilterChoice.allCases {
                let png = try PNGEncoder.png(surface: surface, filter: filter)
                #expect(try PNGReader.bitmap(from: png, source: filter.rawValue) == painted, "filter \(filter)")
            }
        }
        // Odd sizes and single rows or columns exercise the filters' edges.
        for (width, height) in [(1, 1), (1, 7), (7, 1), (5, 3)] {
            let bytes = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 * 37 | 0x03) }
            let bitmap = Bitmap(
                width: width, height: height, bytes: bytes.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
            for filter in PNGFilterChoice.allCases {
                let decoded = try PNGReader.bitmap(
                    from: try PNGEncoder.png(bitmap: bitmap, filter: filter), source: "\(width)×\(height)")
                #expect(decoded == bitmap, "\(width)×\(height) \(filter)")
            }
        }
    }

    @Test func samePixelsGiveTheSameBytes() throws {
        let (renderer, list) = try Self.painted()
        let first = try renderer.png(list, scale: 2)
        #expect(try renderer.png(list, scale: 2) == first)
        #expect(try CairoRenderer().png(list, scale: 2) == first)
        // Writing a bitmap encodes the same rows as encoding the surface it came from.
        #expect(try PNGWriter.png(try renderer.bitmap(list, scale: 2)) == first)
    }

    @Test func referencesKeepTheirDigestChunks() throws {
        let (renderer, list) = try Self.painted()
        let bitmap = try renderer.bitmap(list, scale: 2)
        let png = try PNGWriter.png(
            bitmap,
            text: [
                ("vignette:pixels-sha256", bitmap.pixelDigest),
                ("vignette:pixels-xxh64", bitmap.pixelChecksum),
            ])
        #expect(
            PNGChunks.text(in: png) == [
                "vignette:pixels-sha256": bitmap.pixelDigest,
                "vignette:pixels-xxh64": bitmap.pixelChecksum,
            ])
        #expect(try PNGReader.bitmap(from: png, source: "reference") == bitmap)
        #expect(bitmap.pixelChecksum.count == 16)
    }
}
