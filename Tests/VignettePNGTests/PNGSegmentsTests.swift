import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// `PNGSegments`, a tall image's PNG compressed a band of rows at a time: it decodes to the
/// image, whatever order and threads the bands are compressed in, and refuses to finish with
/// a band missing.
@Suite struct PNGSegmentsTests {
    /// 3 bands and a bit (2048 rows each): noise, flat colour, and stretches of equal rows and a
    /// gradient running across each band's first row, so matches reach back into the band above.
    static let tall: Bitmap = {
        let (width, height) = (90, 3 * PNGSegments.bandRows + 77)
        var random = SeededGenerator(seed: 7)
        var bytes = [UInt8]()
        for y in 0..<height {
            let nearEdge = (y + 30) % PNGSegments.bandRows < 60
            for x in 0..<width {
                let r = random.next()
                let pixel: [UInt8] =
                    switch (y / 100) % 3 {
                    case _ where nearEdge: [UInt8(x * 2), 90, UInt8(y / 40 & 0xFF), 255]
                    case 0: [UInt8(r & 0xFF), UInt8(r >> 8 & 0xFF), UInt8(r >> 16 & 0xFF), UInt8(r >> 24 & 0xFF)]
                    case 1: [0x34, 0xC7, 0x59, 255]
                    default: [UInt8(x), UInt8(y & 0xFF), 7, UInt8(128 + x)]
                    }
                bytes += pixel
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }()

    static func segments(of words: [UInt32], order: [Int]? = nil, concurrently: Bool = false) throws -> Data {
        let bitmap = tall
        return try words.withUnsafeBytes { buffer in
            let bands = try PNGSegments(
                PixelRows(
                    width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4,
                    layout: .premultipliedARGB, base: buffer.baseAddress!))
            #expect(bands.count == 4)
            if concurrently {
                DispatchQueue.concurrentPerform(iterations: bands.count) { bands.compress(bands.count - 1 - $0) }
            } else {
                for band in order ?? Array(0..<bands.count) { bands.compress(band) }
            }
            return try bands.png()
        }
    }

    @Test func decodesToTheImage() throws {
        let (words, expected) = PNGDeflateTests.premultiplied(Self.tall)
        let png = try Self.segments(of: words)
        try PNGDeflateTests.expectDecodes(png, to: expected, "tall image in bands")
        // A band restarts its blocks, which costs little next to one stream of the same pixels.
        let whole = try words.withUnsafeBytes {
            try PNGEncoder.png(
                PixelRows(
                    width: Self.tall.width, height: Self.tall.height, stride: Self.tall.width * 4,
                    layout: .premultipliedARGB, base: $0.baseAddress!))
        }
        #expect(png.count < whole.count + 4 * 1024, "\(png.count) bytes in bands, \(whole.count) in one stream")
    }

    @Test func theSameBytesInAnyOrderOnAnyThreads() throws {
        let words = PNGDeflateTests.premultiplied(Self.tall).words
        let inOrder = try Self.segments(of: words)
        #expect(try Self.segments(of: words, order: [3, 1, 0, 2]) == inOrder)
        #expect(try Self.segments(of: words, concurrently: true) == inOrder)
    }

    @Test func aBandNotCompressedIsAnError() throws {
        let words = PNGDeflateTests.premultiplied(Self.tall).words
        let error = #expect(throws: VignetteError.self) { try Self.segments(of: words, order: [0, 1, 3]) }
        #expect(error?.description.contains("band 2 of 4 was not compressed") == true, "\(String(describing: error))")
    }
}
