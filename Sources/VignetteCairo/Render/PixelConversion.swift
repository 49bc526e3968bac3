/// Cairo's premultiplied native-endian ARGB32 words to straight RGBA bytes, and back.
///
/// Division is the slow part of dividing alpha out, so it is a table: 64 KB, indexed by
/// alpha × 256 + channel, with Cairo's own rounding ((c × 255 + a / 2) / a, capped at 255),
/// so a pixel written and read back through Cairo's PNG code keeps its value.
enum PixelConversion {
    private static let unpremultiplied: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()

    /// `count` pixels of `words` as RGBA; fully transparent pixels become (0, 0, 0, 0).
    /// `opaque` reads every alpha as 255 (RGB24 surfaces leave the top byte undefined).
    static func straightRGBA(from words: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, count: Int,
                             opaque: Bool = false) {
        unpremultiplied.withUnsafeBufferPointer { table in
            for x in 0..<count {
                let argb = opaque ? words[x] | 0xFF00_0000 : words[x]
                let a = argb >> 24
                let o = out + 4 * x
                if a == 255 {
                    o[0] = UInt8(truncatingIfNeeded: argb >> 16)
                    o[1] = UInt8(truncatingIfNeeded: argb >> 8)
                    o[2] = UInt8(truncatingIfNeeded: argb)
                } else {
                    let row = Int(a) << 8
                    o[0] = table[row | Int(argb >> 16 & 0xFF)]
                    o[1] = table[row | Int(argb >> 8 & 0xFF)]
                    o[2] = table[row | Int(argb & 0xFF)]
                }
                o[3] = UInt8(truncatingIfNeeded: a)
            }
        }
    }

    /// `count` pixels of an RGB24 surface (the top byte unused) as RGB.
    static func rgb(from words: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count {
            let word = words[x]
            let o = out + 3 * x
            o[0] = UInt8(truncatingIfNeeded: word >> 16)
            o[1] = UInt8(truncatingIfNeeded: word >> 8)
            o[2] = UInt8(truncatingIfNeeded: word)
        }
    }
}
