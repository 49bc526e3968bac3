/// Cairo's premultiplied native-endian ARGB32 words to straight RGBA bytes, and back.
///
/// Division is the slow part of dividing alpha out, so it is a table: 64 KB, indexed by
/// alpha × 256 + channel, with Cairo's own rounding ((c × 255 + a / 2) / a, capped at 255),
/// so a pixel written and read back through Cairo's PNG code keeps its value.
package enum PixelConversion {
    /// Built once and never freed (a constant); a pointer, so the hot loops pay no array access.
    nonisolated(unsafe) private static let unpremultiplied: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 * 256)
        table.initialize(repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return UnsafePointer(table)
    }()

    /// The table, for callers converting pixels one at a time with `straightRGBA(_:table:)`.
    package static var table: UnsafePointer<UInt8> { unpremultiplied }

    /// One premultiplied ARGB word as straight RGBA bytes, read as a little-endian word.
    /// Opaque and fully transparent pixels (most of a widget) skip the table: a byte swap or a zero.
    @inline(__always)
    package static func straightRGBA(_ argb: UInt32, table: UnsafePointer<UInt8>) -> UInt32 {
        let a = argb >> 24
        if a == 255 { return argb & 0xFF00_FF00 | argb >> 16 & 0xFF | (argb & 0xFF) << 16 }
        if a == 0 { return 0 }
        let row = Int(a) << 8
        return UInt32(table[row | Int(argb >> 16 & 0xFF)]) | UInt32(table[row | Int(argb >> 8 & 0xFF)]) << 8
            | UInt32(table[row | Int(argb & 0xFF)]) << 16 | a << 24
    }

    /// One RGB24 word as R, G, B in the low three bytes of a little-endian word (the top one 0).
    @inline(__always)
    package static func rgb(_ word: UInt32) -> UInt32 {
        word >> 16 & 0xFF | word & 0xFF00 | (word & 0xFF) << 16
    }

    /// `count` pixels of `words` as RGBA; fully transparent pixels become (0, 0, 0, 0).
    /// `opaque` reads every alpha as 255 (RGB24 surfaces leave the top byte undefined).
    package static func straightRGBA(
        from words: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, count: Int,
        opaque: Bool = false
    ) {
        let bytes = UnsafeMutableRawPointer(out), table = unpremultiplied
        for x in 0..<count {
            let rgba = straightRGBA(opaque ? words[x] | 0xFF00_0000 : words[x], table: table)
            bytes.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
        }
    }

    /// `count` pixels of an RGB24 surface (the top byte unused) as RGB.
    package static func rgb(from words: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count {
            let word = words[x]
            let o = out + 3 * x
            o[0] = UInt8(truncatingIfNeeded: word >> 16)
            o[1] = UInt8(truncatingIfNeeded: word >> 8)
            o[2] = UInt8(truncatingIfNeeded: word)
        }
    }
}
