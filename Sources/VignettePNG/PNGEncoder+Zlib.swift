import CZlib
import Vignette

/// The zlib path of `PNGEncoder`, for filters other than None (`make bench` compares them):
/// rows are filtered one by one and streamed through zlib's level 1.
extension PNGChunkWriter {
    /// The rows filtered with `filter` and deflated by zlib, in IDAT chunks as its output fills.
    mutating func deflateRows(
        width: Int, height: Int, channels: Int, filter: PNGFilterChoice,
        fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws {
        var stream = z_stream()
        let initialised = deflateInit2_(
            &stream, PNGEncoder.zlibLevel, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initialised == Z_OK else { throw Self.zlibError("deflateInit2", initialised) }
        defer { deflateEnd(&stream) }
        let rowBytes = width * channels
        // Two raw rows (this one and the one above) and one filtered row with its filter byte.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + 1)
        defer { rows.deallocate() }
        var current = rows, previous = rows + rowBytes
        let filtered = rows + 2 * rowBytes
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.idatCapacity)
        defer { out.deallocate() }
        stream.next_out = out
        stream.avail_out = uInt(Self.idatCapacity)
        for y in 0..<height {
            if filter == .none {
                // Unfiltered rows go straight after their type byte, without a copy.
                filtered[0] = PNGFilterType.none.rawValue
                fill(y, filtered + 1)
            } else {
                fill(y, current)
                filter.apply(
                    current, above: y == 0 ? nil : previous, count: rowBytes, bytesPerPixel: channels, into: filtered)
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
                chunk("IDAT", UnsafeRawBufferPointer(start: out, count: Self.idatCapacity - Int(stream.avail_out)))
                stream.next_out = out
                stream.avail_out = uInt(Self.idatCapacity)
            }
            if status == Z_STREAM_END { return }
            if flush != Z_FINISH, stream.avail_in == 0, !full { return }
        }
    }

    private static func zlibError(_ operation: String, _ status: Int32) -> VignetteError {
        .backend(operation: operation, reason: "zlib status \(status)")
    }
}
