import CCairo
import CZlib
import Foundation
import Vignette

/// Encodes pixels as PNG with zlib: the fast path behind `CairoRenderer.png` and `PNGWriter`.
///
/// Cairo's own writer (libpng: zlib level 6 and a per-row search over the five filters)
/// spends about 20 ms on a 530×530 widget, ten times the drawing. Widgets are mostly flat
/// colour with anti-aliased text: deflate's fastest level finds the repeats by itself (the
/// pixel to the left is 4 bytes back, the one above a row back), so unfiltered rows at level 1
/// give files about Cairo's size in a tenth of the time (`make bench` measures every filter
/// over the examples: None was both the fastest and the smallest; libdeflate was slower here).
/// The output is a standard PNG: 8 bits a channel, RGBA (colour type 6) or RGB for opaque
/// Cairo surfaces (type 2), not interlaced, one zlib stream over IDAT chunks, and the same
/// bytes for the same pixels on every run.
package enum PNGEncoder {
    /// zlib's level 1 (`deflate_fast`): the other levels cost 1.5–5× as much for 3–20% smaller files.
    static let level: Int32 = 1
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
        return try encode(width: width, height: height, channels: opaque ? 3 : 4, filter: filter) { y, row in
            let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            if opaque {
                PixelConversion.rgb(from: words, into: row, count: width)
            } else {
                PixelConversion.straightRGBA(from: words, into: row, count: width)
            }
        }
    }

    /// A PNG of `bitmap`'s straight RGBA bytes, exactly as they are.
    package static func png(bitmap: Bitmap, filter: PNGFilterChoice = filter) throws -> Data {
        let rowBytes = bitmap.width * 4
        return try bitmap.bytes.withUnsafeBufferPointer { pixels in
            try encode(width: bitmap.width, height: bitmap.height, channels: 4, filter: filter) { y, row in
                row.update(from: pixels.baseAddress! + y * rowBytes, count: rowBytes)
            }
        }
    }

    /// Signature, IHDR, IDAT chunks of one zlib stream, IEND. `fill(y, row)` writes row `y`'s
    /// `width × channels` bytes into `row`; rows are asked for top to bottom, once each.
    static func encode(width: Int, height: Int, channels: Int, filter: PNGFilterChoice,
                       fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws -> Data {
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
        try writer.deflateRows(width: width, height: height, channels: channels, filter: filter, fill: fill)
        writer.chunk("IEND", [])
        return writer.data
    }
}

/// Appends PNG chunks, and deflates rows into IDAT chunks as the output buffer fills.
private struct PNGChunkWriter {
    var data = Data()
    /// Compressed bytes per IDAT chunk; libpng reads chunks of any size.
    private let chunkCapacity = 256 * 1024

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

    mutating func deflateRows(width: Int, height: Int, channels: Int, filter: PNGFilterChoice,
                              fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws {
        var stream = z_stream()
        let initialised = deflateInit2_(&stream, PNGEncoder.level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                        ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initialised == Z_OK else { throw Self.zlibError("deflateInit2", initialised) }
        defer { deflateEnd(&stream) }
        let rowBytes = width * channels
        // Two raw rows (this one and the one above) and one filtered row with its filter byte.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + 1)
        defer { rows.deallocate() }
        var current = rows, previous = rows + rowBytes
        let filtered = rows + 2 * rowBytes
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkCapacity)
        defer { out.deallocate() }
        stream.next_out = out
        stream.avail_out = uInt(chunkCapacity)
        for y in 0..<height {
            if filter == .none {
                // Unfiltered rows go straight after their type byte, without a copy.
                filtered[0] = PNGFilterType.none.rawValue
                fill(y, filtered + 1)
            } else {
                fill(y, current)
                filter.apply(current, above: y == 0 ? nil : previous, count: rowBytes, bytesPerPixel: channels, into: filtered)
            }
            stream.next_in = filtered
            stream.avail_in = uInt(rowBytes + 1)
            try pump(&stream, out, flush: y == height - 1 ? Z_FINISH : Z_NO_FLUSH)
            swap(&current, &previous)
        }
    }

    /// Runs deflate until it has taken all its input (or, finishing, written everything),
    /// emitting an IDAT chunk each time the output buffer is full.
    private mutating func pump(_ stream: inout z_stream, _ out: UnsafeMutablePointer<UInt8>, flush: Int32) throws {
        while true {
            let status = deflate(&stream, flush)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw Self.zlibError("deflate", status)
            }
            let full = stream.avail_out == 0
            if full || status == Z_STREAM_END {
                chunk("IDAT", UnsafeRawBufferPointer(start: out, count: chunkCapacity - Int(stream.avail_out)))
                stream.next_out = out
                stream.avail_out = uInt(chunkCapacity)
            }
            if status == Z_STREAM_END { return }
            if flush != Z_FINISH, stream.avail_in == 0, !full { return }
        }
    }

    private static func zlibError(_ operation: String, _ status: Int32) -> VignetteError {
        .backend(operation: operation, reason: "zlib status \(status)")
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
