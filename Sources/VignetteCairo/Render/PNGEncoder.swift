import CCairo
import CZlib
import Foundation
import Vignette

/// Encodes pixels as PNG: the fast path behind `CairoRenderer.png` and `PNGWriter`.
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

    /// A PNG of a Cairo image surface (ARGB32 → RGBA, RGB24 → RGB), alpha divided out as
    /// Cairo's writer does it, so a PNG read back with Cairo gives the same surface.
    package static func png(surface: OpaquePointer, filter: PNGFilterChoice = filter) throws -> Data {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw VignetteError.backend(operation: "encoding PNG", reason: "unsupported Cairo pixel format \(format.rawValue)")
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw VignetteError.backend(operation: "cairo_image_surface_get_data", reason: "no pixel data")
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        return try encode(width: width, height: height, channels: opaque ? 3 : 4) { writer in
            if filter == .none, width * 4 <= PNGDeflate.maximumRowBytes {
                PNGDeflate.zlibStream(width: width, height: height, layout: opaque ? .rgb24 : .premultipliedARGB,
                                      pixels: data, stride: stride) { writer.idat($0) }
                return
            }
            try writer.deflateRows(width: width, height: height, channels: opaque ? 3 : 4, filter: filter) { y, row in
                let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                if opaque {
                    PixelConversion.rgb(from: words, into: row, count: width)
                } else {
                    PixelConversion.straightRGBA(from: words, into: row, count: width)
                }
            }
        }
    }

    /// A PNG of `bitmap`'s straight RGBA bytes, exactly as they are.
    package static func png(bitmap: Bitmap, filter: PNGFilterChoice = filter) throws -> Data {
        let (width, height, rowBytes) = (bitmap.width, bitmap.height, bitmap.width * 4)
        return try bitmap.bytes.withUnsafeBytes { pixels in
            try encode(width: width, height: height, channels: 4) { writer in
                if filter == .none, rowBytes <= PNGDeflate.maximumRowBytes {
                    PNGDeflate.zlibStream(width: width, height: height, layout: .rgba, pixels: pixels.baseAddress!,
                                          stride: rowBytes) { writer.idat($0) }
                    return
                }
                try writer.deflateRows(width: width, height: height, channels: 4, filter: filter) { y, row in
                    row.update(from: pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * rowBytes, count: rowBytes)
                }
            }
        }
    }

    /// Signature, IHDR, the IDAT chunks `writeImage` adds, IEND.
    static func encode(width: Int, height: Int, channels: Int,
                       writeImage: (inout PNGChunkWriter) throws -> Void) throws -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw VignetteError.invalidValue(name: "PNG size", value: "\(width)×\(height)", expected: "a positive size")
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
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
