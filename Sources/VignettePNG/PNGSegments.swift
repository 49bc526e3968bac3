import Foundation
import Vignette

/// A tall image's PNG made of bands of rows compressed one by one, on any threads, then
/// joined: how the gallery's contact sheet (2,304 × 28,888 pixels, a third of a second to
/// compress) is encoded by every worker instead of one.
///
/// The bands are fixed by the image's height alone (`bandRows`), so the bytes are the same
/// whichever threads compress them and in whatever order. Each band is a run of deflate
/// blocks ending on a byte (`PNGDeflate.segment`); the stream's Adler-32 is combined from
/// the bands'. A band costs a block restart (about 100 bytes) and no more: its first row may
/// still match the row above, which the decoder's window holds.
package final class PNGSegments: @unchecked Sendable {
    /// Rows a band: small enough for two workers to share a sheet's encoding evenly.
    package static let bandRows = 2048

    private let pixels: PixelRows
    private let lock = NSLock()
    private var done: [(bytes: [UInt8], adler: UInt32)?]

    /// Bands over `pixels` (unfiltered rows, as `PNGEncoder` writes them), whose memory must
    /// stay valid and unchanged until `png()` returns.
    package init(_ pixels: PixelRows) throws {
        guard pixels.width > 0, pixels.height > 0, pixels.width * 4 <= PNGDeflate.maximumRowBytes else {
            throw PNGEncoder.sizeError(pixels.width, pixels.height)
        }
        self.pixels = pixels
        done = Array(repeating: nil, count: (pixels.height + Self.bandRows - 1) / Self.bandRows)
    }

    /// How many bands there are to compress.
    package var count: Int { done.count }

    /// Compresses band `index`; bands may be compressed at the same time on different threads.
    package func compress(_ index: Int) {
        let rows = index * Self.bandRows..<min(pixels.height, (index + 1) * Self.bandRows)
        let segment = PNGDeflate.segment(
            width: pixels.width, height: pixels.height, layout: pixels.layout,
            pixels: pixels.base, stride: pixels.stride, rows: rows, last: index == count - 1)
        lock.withLock { done[index] = segment }
    }

    /// The PNG, once every band is compressed.
    ///
    /// - Throws: `VignetteError.backend` naming a band that was not compressed.
    package func png() throws -> Data {
        let segments = lock.withLock { done }
        let channels = pixels.layout == .rgb24 ? 3 : 4
        return try PNGEncoder.encode(width: pixels.width, height: pixels.height, channels: channels) { writer in
            var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KB window; fastest, check bits
            var adler: UInt32 = 1
            for (index, segment) in segments.enumerated() {
                guard let segment else {
                    throw VignetteError.backend(
                        operation: "encoding PNG", reason: "band \(index) of \(count) was not compressed")
                }
                stream += segment.bytes
                let rows = min(pixels.height, (index + 1) * Self.bandRows) - index * Self.bandRows
                adler = PNGDeflate.adlerCombine(adler, segment.adler, rows * (pixels.width * channels + 1))
            }
            stream += PNGDeflate.bigEndian(adler)
            stream.withUnsafeBytes { writer.idat($0) }
        }
    }
}
