/// `PNGDecoder`'s samples as straight RGBA bytes, the values Cairo's reader gave.
///
/// Cairo asked libpng for 8-bit RGB(A): 16-bit samples keep their high byte, 1-, 2- and
/// 4-bit grey scales up (1 → 255), palette entries and grey expand to RGB, and a `tRNS`
/// colour becomes alpha 0. Images with alpha were then stored premultiplied (Cairo's
/// rounding) and divided out again when read (`PixelConversion`), which a translucent
/// pixel does not always survive unchanged; doing the same here keeps every reference
/// decoding to the bytes it always did.
extension PNGDecoder {
    /// Whether the image has alpha: a colour type with it, or a `tRNS` chunk libpng used.
    var hasAlpha: Bool { colourType == 4 || colourType == 6 || transparentKey != nil }

    /// The `tRNS` samples that mean transparent (grey, or RGB), or all of its alphas for a
    /// palette; nil when the chunk is absent or its length is wrong (libpng ignored it).
    var transparentKey: [Int]? {
        switch colourType {
        case 0 where transparency.count == 2, 2 where transparency.count == 6:
            let mask = (1 << depth) - 1
            return stride(from: 0, to: transparency.count, by: 2).map {
                (Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])) & mask
            }
        case 3 where (1...palette.count / 3).contains(transparency.count):
            return transparency.map(Int.init)
        default:
            return nil
        }
    }

    /// Sample `n` of `row` at full precision.
    @inline(__always) func sample(_ row: UnsafePointer<UInt8>, _ n: Int) -> Int {
        switch depth {
        case 8: return Int(row[n])
        case 16: return Int(row[2 * n]) << 8 | Int(row[2 * n + 1])
        default:
            let bit = n * depth
            return (Int(row[bit >> 3]) >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
        }
    }

    /// A full-precision sample (not a palette index) as 8 bits, as libpng gave it.
    @inline(__always) func byte(_ value: Int) -> UInt8 {
        depth == 16 ? UInt8(value >> 8) : depth == 8 ? UInt8(value) : UInt8(value * 255 / ((1 << depth) - 1))
    }

    /// Writes the `count` pixels of a row of `pass` that lands on image row `y` into `out`.
    func place(_ row: UnsafePointer<UInt8>, count: Int, y: Int, pass: Pass, into out: UnsafeMutablePointer<UInt8>) {
        let key = transparentKey, alpha = hasAlpha
        for i in 0..<count {
            let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
            switch colourType {
            case 0:
                let v = sample(row, i)
                (r, g, b, a) = (byte(v), byte(v), byte(v), key?[0] == v ? 0 : 255)
            case 2:
                let (vr, vg, vb) = (sample(row, 3 * i), sample(row, 3 * i + 1), sample(row, 3 * i + 2))
                (r, g, b, a) = (byte(vr), byte(vg), byte(vb), key == [vr, vg, vb] ? 0 : 255)
            case 3:
                let index = sample(row, i)
                let colour = 3 * index + 2 < palette.count ? palette[3 * index..<3 * index + 3] : [0, 0, 0]
                (r, g, b) = (colour[colour.startIndex], colour[colour.startIndex + 1], colour[colour.startIndex + 2])
                a = key.map { index < $0.count ? UInt8($0[index]) : 255 } ?? 255
            case 4:
                let v = byte(sample(row, 2 * i))
                (r, g, b, a) = (v, v, v, byte(sample(row, 2 * i + 1)))
            default:
                (r, g, b, a) = (
                    byte(sample(row, 4 * i)), byte(sample(row, 4 * i + 1)), byte(sample(row, 4 * i + 2)),
                    byte(sample(row, 4 * i + 3))
                )
            }
            let o = out + (y * width + pass.x0 + i * pass.dx) * 4
            (o[0], o[1], o[2], o[3]) = alpha ? Self.throughCairo(r, g, b, a) : (r, g, b, 255)
        }
    }

    /// A straight pixel premultiplied as Cairo stored it, then divided out as
    /// `PixelConversion` does: opaque pixels are unchanged, transparent ones become zero.
    @inline(__always) static func throughCairo(
        _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8
    )
        -> (UInt8, UInt8, UInt8, UInt8)
    {
        if a == 255 { return (r, g, b, a) }
        if a == 0 { return (0, 0, 0, 0) }
        func premultiplied(_ c: UInt8) -> UInt32 {
            let t = UInt32(a) * UInt32(c) + 0x80
            return (t + (t >> 8)) >> 8
        }
        let word = UInt32(a) << 24 | premultiplied(r) << 16 | premultiplied(g) << 8 | premultiplied(b)
        let rgba = PixelConversion.straightRGBA(word, table: PixelConversion.table)
        return (
            UInt8(truncatingIfNeeded: rgba), UInt8(truncatingIfNeeded: rgba >> 8),
            UInt8(truncatingIfNeeded: rgba >> 16), a
        )
    }
}
