import CZlib
import Foundation
import Vignette

/// Encodes pixels as PNG: the fast path behind `CairoRenderer.png` and `PNGWriter`.
///
/// It reads plain pixel rows (`PixelRows`); VignetteCairo passes a surface's buffer
/// (`PNGEncoder+Surface.swift` there).
///
/// Cairo's own writer (libpng: zlib level 6 and a per-row search over the five filters)
/// spends about 11 ms on the 530×530 reference widget, several times the drawing. zlib's
/// fastest level on unfiltered rows took 2.1 ms, and libdeflate's levels 1–6 1.9–3 ms: a
/// general deflate hashes every byte to find repeats anywhere. In a widget (flat colour,
/// anti-aliased text) nearly every repeat is the pixel to the left or the one above, and
/// only 3–4% of pixels differ from the one above, so `PNGDeflate` looks for just those two
/// matches, a pixel at a time, converts and checksums only the changed pixels, and writes
/// dynamic Huffman blocks. Measured with `make bench` (2 cores, load about 1.2): 0.65 ms
/// instead of 2.1 ms for the reference widget, 30.2 KB instead of zlib's 28.7 KB (Cairo:
/// 30.4 KB); over the 42 example images 47–58 ms instead of 226 ms, 2,473 KB instead of
/// 2,453 KB. Filters other than None (`make bench` compares them; None was the fastest and
/// the smallest) still go through zlib's level 1 (`PNGEncoder+Zlib.swift`).
///
/// The output is a standard PNG: 8 bits a channel, RGBA (colour type 6) or RGB for opaque
/// Cairo surfaces (type 2), not interlaced, one zlib stream over IDAT chunks, and the same
/// bytes for the same pixels on every run.
package enum PNGEncoder {
    /// zlib's level 1 (`deflate_fast`) for the filtered rows: the other levels cost 1.5–5×
    /// as much for 3–20% smaller files.
    static let zlibLevel: Int32 = 1
    /// How rows are filtered before deflate (see `PNGFilterChoice`).
    package static let filter = PNGFilterChoice.none

    /// A PNG of `pixels`: RGBA (colour type 6), or RGB (type 2) for the `rgb24` layout.
    /// Premultiplied pixels have alpha divided out as Cairo's writer does it, so a PNG read
    /// back through Cairo gives the same surface.
    package static func png(_ pixels: PixelRows, filter: PNGFilterChoice = filter) throws -> Data {
        let (width, height) = (pixels.width, pixels.height)
        let channels = pixels.layout == .rgb24 ? 3 : 4
        return try encode(width: width, height: height, channels: channels) { writer in
            if filter == .none, width * 4 <= PNGDeflate.maximumRowBytes {
                PNGDeflate.zlibStream(
                    width: width, height: height, layout: pixels.layout, pixels: pixels.base,
                    stride: pixels.stride
                ) { writer.idat($0) }
                return
            }
            try writer.deflateRows(width: width, height: height, channels: channels, filter: filter) { y, row in
                let source = pixels.row(y)
                let words = source.assumingMemoryBound(to: UInt32.self)
                switch pixels.layout {
                case .rgba: row.update(from: source.assumingMemoryBound(to: UInt8.self), count: width * 4)
                case .rgb24: PixelConversion.rgb(from: words, into: row, count: width)
                case .premultipliedARGB: PixelConversion.straightRGBA(from: words, into: row, count: width)
                }
            }
        }
    }

    /// A PNG of `bitmap`'s straight RGBA bytes, exactly as they are.
    package static func png(bitmap: Bitmap, filter: PNGFilterChoice = filter) throws -> Data {
        try bitmap.bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { throw sizeError(bitmap.width, bitmap.height) }
            return try png(
                PixelRows(
                    width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4, layout: .rgba,
                    base: base), filter: filter)
        }
    }

    /// Signature, IHDR, the IDAT chunks `writeImage` adds, IEND.
    static func encode(
        width: Int, height: Int, channels: Int,
        writeImage: (inout PNGChunkWriter) throws -> Void
    ) throws -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw sizeError(width, height)
        }
        var writer = PNGChunkWriter()
        writer.data.append(contentsOf: PNGChunks.signature)
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]  // depth, colour type, deflate, filters, no interlace
        writer.chunk("IHDR", header)
        try writeImage(&writer)
        writer.chunk("IEND", [])
        return writer.data
    }
}

extension PNGEncoder {
    static func sizeError(_ width: Int, _ height: Int) -> VignetteError {
        .invalidValue(name: "PNG size", value: "\(width)×\(height)", expected: "a positive size")
    }
}

/// Appends PNG chunks to `data`.
struct PNGChunkWriter {
    var data = Data()
    /// Compressed bytes per IDAT chunk; libpng reads chunks of any size.
    static let idatCapacity = 256 * 1024

    mutating func chunk(_ type: String, _ body: [UInt8]) {
        body.withUnsafeBufferPointer { chunk(type, UnsafeRawBufferPointer($0)) }
    }

    mutating func chunk(_ type: String, _ body: UnsafeRawBufferPointer) {
        var prefix = [UInt8]()
        prefix.appendBigEndian(UInt32(body.count))
        prefix += Array(type.utf8)
        data.append(contentsOf: prefix)
        data.append(contentsOf: body)
        var crc = prefix[4...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) }
        if let base = body.baseAddress { crc = crc32(crc, base.assumingMemoryBound(to: UInt8.self), uInt(body.count)) }
        var trailer = [UInt8]()
        trailer.appendBigEndian(UInt32(truncatingIfNeeded: crc))
        data.append(contentsOf: trailer)
    }

    /// A whole zlib stream as IDAT chunks of at most `idatCapacity` bytes.
    mutating func idat(_ stream: UnsafeRawBufferPointer) {
        var offset = 0
        repeat {
            let count = min(Self.idatCapacity, stream.count - offset)
            chunk("IDAT", UnsafeRawBufferPointer(rebasing: stream[offset..<offset + count]))
            offset += count
        } while offset < stream.count
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
