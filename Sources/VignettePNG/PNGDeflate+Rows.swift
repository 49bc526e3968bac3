/// `PNGDeflate` row by row: finding the pixels that changed from the row above, and
/// choosing matches greedily.
///
/// A match with the row above covers anything unchanged (filter byte included) and goes on
/// across rows, but its distance costs extra bits on every 258-byte piece; the pixel to the
/// left costs none. So where both match, the run above goes on unless a run of one colour is
/// long enough (`leftRunMinimum`) to pay for interrupting it, or outlasts it.
extension PNGDeflate {
    /// Finds the ranges of pixels that differ from `previous` (`changes`), converts just those
    /// into `row`, and updates the row's Adler-32 sums by the bytes' differences.
    mutating func updateRow(_ source: UnsafeRawPointer, previous: UnsafeRawPointer) {
        let table = PixelConversion.table, out = UnsafeMutableRawPointer(row + 1)
        let pairMask = UInt64(mask) << 32 | UInt64(mask), last = rowBytes  // offset of the row's last byte
        var sum = 0, weighted = 0, x = 0
        changeCount = 0
        while x < width {
            // Four pixels at a time over the unchanged stretches, which are most of a row.
            while x &+ 4 <= width
                && ((source.pair(x) ^ previous.pair(x)) | (source.pair(x &+ 2) ^ previous.pair(x &+ 2)))
                    & pairMask == 0
            { x &+= 4 }
            while x < width && (source.word(x) ^ previous.word(x)) & mask == 0 { x &+= 1 }
            guard x < width else { break }
            let start = x
            repeat {
                let new: UInt32, old: UInt32
                switch layout {
                case .premultipliedARGB:
                    new = PixelConversion.straightRGBA(source.word(x), table: table)
                    old = UInt32(littleEndian: out.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self))
                    out.storeBytes(of: new.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
                case .rgb24:
                    new = PixelConversion.rgb(source.word(x))
                    let word = UInt32(littleEndian: out.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self))
                    old = word & 0x00FF_FFFF
                    out.storeBytes(of: (word & 0xFF00_0000 | new).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
                case .rgba:
                    (new, old) = (UInt32(littleEndian: source.word(x)), UInt32(littleEndian: previous.word(x)))
                }
                // Byte k of pixel x is at 1 + x·bpp + k in the row; Adler's B counts it n − that times.
                let difference = Self.byteSum(new) - Self.byteSum(old)
                sum += difference
                weighted +=
                    (last - x * bytesPerPixel) * difference - (Self.weightedByteSum(new) - Self.weightedByteSum(old))
                x += 1
            } while x < width && (source.word(x) ^ previous.word(x)) & mask != 0
            changes[2 * changeCount] = start
            changes[2 * changeCount + 1] = x
            changeCount += 1
        }
        (changes[2 * changeCount], changes[2 * changeCount + 1]) = (width, Int.max)  // a sentinel for `match`
        rowSum = ((rowSum + sum) % 65521 + 65521) % 65521
        rowWeightedSum = ((rowWeightedSum + weighted) % 65521 + 65521) % 65521
    }

    @inline(__always) static func byteSum(_ word: UInt32) -> Int {
        let pairs = (word & 0x00FF_00FF) + (word >> 8 & 0x00FF_00FF)
        return Int(pairs & 0xFFFF) + Int(pairs >> 16)
    }

    @inline(__always) static func weightedByteSum(_ word: UInt32) -> Int {
        Int(word >> 8 & 0xFF) + 2 * Int(word >> 16 & 0xFF) + 3 * Int(word >> 24)
    }

    /// Matches a row with `changes`; `bytes` are its PNG bytes, for literals.
    mutating func match(_ source: UnsafeRawPointer, _ bytes: UnsafeRawPointer) {
        // The filter byte goes with a run from above if one is open or pixel 0 is unchanged.
        if openRun > 0 || changes[0] > 0 {
            openRun += 1
        } else {
            literals[literalCount] = 0
            literalCount += 1
        }
        var x = 0, span = 0, literalsFrom = -1
        while x < width {
            while changes[2 * span + 1] <= x { span += 1 }
            let changeStart = changes[2 * span]
            if x < changeStart {
                if literalsFrom >= 0 {
                    addLiterals(bytes, from: literalsFrom, to: x)
                    literalsFrom = -1
                }
                x = matchAbove(source, from: x, to: changeStart)
                continue
            }
            closeRun()
            let changeEnd = changes[2 * span + 1]
            while x < changeEnd {
                let left = x > 0 ? source.sameRun(from: x, width: width, mask: mask) : 0
                if left == 0 {
                    if literalsFrom < 0 { literalsFrom = x }
                    x += 1
                } else {
                    if literalsFrom >= 0 {
                        addLiterals(bytes, from: literalsFrom, to: x)
                        literalsFrom = -1
                    }
                    addMatch(left * bytesPerPixel, above: false)
                    x += left
                }
            }
        }
        if literalsFrom >= 0 { addLiterals(bytes, from: literalsFrom, to: width) }
    }

    /// Pixels `start..<end` equal the ones above: they extend the run from above, but for a
    /// run of one colour that pays more. Returns where matching goes on.
    private mutating func matchAbove(_ source: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        var p = max(start, 1)
        while true {
            while p < end && (source.word(p) ^ source.word(p - 1)) & mask != 0 { p += 1 }
            guard p < end else {
                openRun += (end - start) * bytesPerPixel
                return end
            }
            let left = source.sameRun(from: p, width: width, mask: mask)
            if left >= leftRunMinimum || (end < width && left >= end - p) {
                openRun += (p - start) * bytesPerPixel
                closeRun()
                addMatch(left * bytesPerPixel, above: false)
                return p + left
            }
            p += left
        }
    }

    /// A row equal to the one above: all of it matches above but for its long runs of one
    /// colour, which depend on its pixels alone and so are found once for a stretch of
    /// equal rows. Makes the same choices as `match`.
    mutating func matchRepeatedRow(_ source: UnsafeRawPointer) {
        if longRunCount < 0 { findLongRuns(source) }
        openRun += 1
        var x = 0
        for i in 0..<longRunCount {
            let (start, length) = (longRuns[2 * i], longRuns[2 * i + 1])
            openRun += (start - x) * bytesPerPixel
            closeRun()
            addMatch(length * bytesPerPixel, above: false)
            x = start + length
        }
        openRun += (width - x) * bytesPerPixel
    }

    private mutating func findLongRuns(_ source: UnsafeRawPointer) {
        longRunCount = 0
        guard leftRunMinimum < width else { return }
        var x = 1
        while x < width {
            let left = source.sameRun(from: x, width: width, mask: mask)
            if left >= leftRunMinimum {
                (longRuns[2 * longRunCount], longRuns[2 * longRunCount + 1]) = (x, left)
                longRunCount += 1
            }
            x += max(left, 1)
        }
    }
}

extension UnsafeRawPointer {
    @inline(__always) fileprivate func word(_ x: Int) -> UInt32 {
        loadUnaligned(fromByteOffset: x &<< 2, as: UInt32.self)
    }

    @inline(__always) fileprivate func pair(_ x: Int) -> UInt64 {
        loadUnaligned(fromByteOffset: x &<< 2, as: UInt64.self)
    }

    /// How many pixels from `x` on equal the one before `x`, four at a time where it can.
    @inline(__always) fileprivate func sameRun(from x: Int, width: Int, mask: UInt32) -> Int {
        let previous = word(x &- 1) & mask
        let pairMask = UInt64(mask) << 32 | UInt64(mask), pairValue = UInt64(previous) << 32 | UInt64(previous)
        var end = x
        if word(end) & mask == previous {
            while end &+ 4 <= width
                && ((pair(end) & pairMask) ^ pairValue) | ((pair(end &+ 2) & pairMask) ^ pairValue) == 0
            {
                end &+= 4
            }
        }
        while end < width && word(end) & mask == previous { end &+= 1 }
        return end &- x
    }
}
