import Foundation

/// A deflate specialised for unfiltered PNG rows (the idea of fpng): the zlib stream of the
/// IDAT chunks for `PNGEncoder`, several times faster than zlib's fastest level.
///
/// A general deflate hashes every position to find repeats anywhere in 32 KB. In a widget
/// nearly every repeat is the pixel to the left (distance = bytes per pixel) or the pixel
/// above (distance = row bytes + 1, the filter byte included), so only those two are tried,
/// a whole pixel (one 32-bit compare) at a time, greedily; anything else is a literal. A
/// run above goes on over the next row's filter byte (both are 0), so a row equal to the
/// one above (one `memcmp`) costs no per-pixel work: it extends that run, broken only by
/// its long runs of one colour, found once for a stretch of equal rows.
///
/// Pixels are compared as stored (premultiplied words are equal exactly when their straight
/// RGBA is, for valid premultiplied data), and only the few that differ from the pixel
/// above (3–4% in a widget) are converted: the row buffer keeps the previous row's bytes,
/// and the row's Adler-32 is updated by the changed bytes' differences (it is linear in
/// them), then combined into the stream's.
///
/// Literals and matches go into dynamic Huffman blocks of about 64 K symbols
/// (`DeflateBlockWriter`), so codes adapt between a photo and flat colour. Nothing depends
/// on timing, memory or threads: the same pixels always give the same bytes.
struct PNGDeflate {
    /// How pixels are stored: Cairo ARGB32 (premultiplied), Cairo RGB24, or straight RGBA bytes.
    typealias Layout = PixelRows.Layout

    /// Literals plus commands after which a block ends (checked at the start of a row).
    static let blockSymbols = 1 << 16
    /// The widest row in bytes: literals per command must fit `DeflateBlockWriter`'s 24 bits.
    static let maximumRowBytes = 1 << 22

    let width: Int, height: Int, layout: Layout
    let pixels: UnsafeRawPointer, stride: Int
    let bytesPerPixel: Int, rowBytes: Int, mask: UInt32
    /// Whether the pixel above is within deflate's 32 KB window.
    let canMatchAbove: Bool
    /// The shortest run of one colour worth breaking a match with the row above for (pixels).
    let leftRunMinimum: Int
    /// A filter byte (0) followed by the current row as PNG bytes, and slack; zeros at first.
    let row: UnsafeMutablePointer<UInt8>
    /// The row "above" the first: zero words, which convert to zero bytes.
    let zeroRow: UnsafeMutablePointer<UInt32>
    /// The current row's Adler-32 sums (alone, from 1), kept up to date by differences.
    var rowSum = 1, rowWeightedSum = 0
    /// Pixel ranges [start, end) of the current row that differ from the row above, in order.
    let changes: UnsafeMutablePointer<Int>
    var changeCount = 0
    let literals: UnsafeMutablePointer<UInt8>, commands: UnsafeMutablePointer<UInt64>
    var literalCount = 0, commandCount = 0
    /// Literals already counted by a command (the rest precede the next one).
    var attached = 0
    /// Bytes of the match with the row above in progress (0: none); it may go on into the next row.
    var openRun = 0
    /// The long runs (start, length) of the last row with new pixels, for the rows equal to
    /// it; -1 until found.
    let longRuns: UnsafeMutablePointer<Int>
    var longRunCount = -1
    var writer: DeflateBlockWriter
    var adler: UInt32 = 1

    /// Compresses `height` rows of `width` pixels, `stride` bytes apart from `pixels`, and
    /// passes `body` the zlib stream (header, deflate blocks, Adler-32).
    static func zlibStream<Result>(
        width: Int, height: Int, layout: Layout, pixels: UnsafeRawPointer, stride: Int,
        _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        var deflate = PNGDeflate(width: width, height: height, layout: layout, pixels: pixels, stride: stride)
        defer { deflate.deallocate() }
        deflate.writer.put(0x0178, 16)  // CMF 0x78: deflate, 32 KB window; FLG 0x01: fastest, check bits
        deflate.compress(rows: 0..<height, last: true)
        deflate.writer.finish(appending: bigEndian(deflate.adler))
        return try body(UnsafeRawBufferPointer(start: deflate.writer.buffer, count: deflate.writer.count))
    }

    /// Compresses `rows` alone: deflate blocks without the zlib header and Adler-32, ending on
    /// a byte (an empty stored block) unless `last`, so segments of consecutive rows, however
    /// many threads made them, join into one stream (`PNGSegments`). Matches may reach the row
    /// above the first: a decoder has it in its window.
    static func segment(
        width: Int, height: Int, layout: Layout, pixels: UnsafeRawPointer, stride: Int,
        rows: Range<Int>, last: Bool
    ) -> (bytes: [UInt8], adler: UInt32) {
        var deflate = PNGDeflate(
            width: width, height: height, layout: layout, pixels: pixels, stride: stride,
            capacityRows: rows.count)
        defer { deflate.deallocate() }
        deflate.compress(rows: rows, last: last)
        deflate.writer.finish(appending: [])
        return (Array(UnsafeBufferPointer(start: deflate.writer.buffer, count: deflate.writer.count)), deflate.adler)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private init(
        width: Int, height: Int, layout: Layout, pixels: UnsafeRawPointer, stride: Int, capacityRows: Int? = nil
    ) {
        precondition(width > 0 && height > 0 && width * 4 <= Self.maximumRowBytes)
        (self.width, self.height, self.layout, self.pixels, self.stride) = (width, height, layout, pixels, stride)
        bytesPerPixel = layout == .rgb24 ? 3 : 4
        rowBytes = width * bytesPerPixel
        mask = layout == .rgb24 ? 0x00FF_FFFF : 0xFFFF_FFFF
        canMatchAbove = rowBytes + 1 <= 32768
        // A piece of a match (≤ 258 bytes) costs about 3 bits, plus the distance's extra bits
        // above (10 for 530 px RGBA). A run of one colour interrupting a match from above adds
        // a piece to each side; it pays from about 258 · (1 + 2 · 3 / extra) bytes on.
        let extra = canMatchAbove ? DeflateBlockWriter.distanceSymbol(rowBytes + 1).extraCount : 0
        leftRunMinimum = extra == 0 ? Int.max : (258 + 258 * 6 / extra) / bytesPerPixel + 1
        row = .allocate(capacity: rowBytes + 16)
        row.initialize(repeating: 0, count: rowBytes + 16)
        zeroRow = .allocate(capacity: width + 2)
        zeroRow.initialize(repeating: 0, count: width + 2)
        rowWeightedSum = (rowBytes + 1) % 65521  // the Adler-32 of the zero row
        changes = .allocate(capacity: width + 4)
        longRuns = .allocate(capacity: width + 4)
        literals = .allocate(capacity: Self.blockSymbols + rowBytes + 16)
        commands = .allocate(capacity: Self.blockSymbols + rowBytes + 16)
        writer = DeflateBlockWriter(
            capacity: (rowBytes + 1) * (capacityRows ?? height) / 16 + 1024, leftDistance: bytesPerPixel,
            upDistance: canMatchAbove ? rowBytes + 1 : 0)
    }

    private func deallocate() {
        row.deallocate()
        zeroRow.deallocate()
        changes.deallocate()
        longRuns.deallocate()
        literals.deallocate()
        commands.deallocate()
        writer.deallocate()
    }

    private mutating func compress(rows: Range<Int>, last: Bool) {
        let bytes = UnsafeRawPointer(row + 1)
        if rows.lowerBound > 0 {
            // The row above the first, converted and summed as if it were being written.
            updateRow(pixels + (rows.lowerBound - 1) * stride, previous: UnsafeRawPointer(zeroRow))
        }
        for y in rows {
            if literalCount + commandCount >= Self.blockSymbols { endBlock(final: false) }
            let source = pixels + y * stride
            let previous = y > 0 ? pixels + (y - 1) * stride : UnsafeRawPointer(zeroRow)
            let matchAbove = y > 0 && canMatchAbove
            if matchAbove, memcmp(source, previous, width * 4) == 0 {
                matchRepeatedRow(source)
            } else {
                longRunCount = -1
                updateRow(source, previous: previous)
                if !matchAbove || changeCount > 0 {
                    if !matchAbove {
                        (changes[0], changes[1], changes[2], changes[3], changeCount) = (0, width, width, .max, 1)
                    }
                    match(source, layout == .rgba ? source : bytes)
                } else {
                    matchRepeatedRow(source)  // equal but for RGB24's unused byte
                }
            }
            let rowAdler = UInt32(rowWeightedSum << 16 | rowSum)
            adler = Self.adlerCombine(adler, rowAdler, rowBytes + 1)
            if openRun > 1 << 38 { closeRun() }  // a command holds 39 bits of length
        }
        closeRun()
        endBlock(final: last)
        if !last { writer.putEmptyStoredBlock() }
    }

    @inline(__always) mutating func addLiterals(_ bytes: UnsafeRawPointer, from: Int, to end: Int) {
        let count = (end - from) * bytesPerPixel
        UnsafeMutableRawPointer(literals + literalCount).copyMemory(
            from: bytes + from * bytesPerPixel, byteCount: count)
        literalCount += count
    }

    @inline(__always) mutating func addMatch(_ length: Int, above: Bool) {
        commands[commandCount] =
            UInt64(literalCount - attached) | UInt64(length) << 24 | (above ? DeflateBlockWriter.upFlag : 0)
        commandCount += 1
        attached = literalCount
    }

    @inline(__always) mutating func closeRun() {
        if openRun > 0 {
            addMatch(openRun, above: true)
            openRun = 0
        }
    }

    /// Writes the block so far. An open run stays open: its bytes come after all of these.
    private mutating func endBlock(final: Bool) {
        writer.writeBlock(
            literals: literals, literalCount: literalCount, commands: commands, commandCount: commandCount,
            final: final)
        (literalCount, commandCount, attached) = (0, 0, 0)
    }

    /// The Adler-32 of two byte strings one after the other, from theirs and the second's length.
    static func adlerCombine(_ first: UInt32, _ second: UInt32, _ length: Int) -> UInt32 {
        let base: UInt64 = 65521, n = UInt64(length) % base
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + n * ((a1 + base - 1) % base)) % base
        return UInt32(b << 16 | a)
    }
}
