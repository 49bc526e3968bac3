import Foundation

/// How the PNG encoder filters each row before deflate (PNG spec §9).
///
/// A filter replaces each byte with its difference from a neighbour, so smooth gradients
/// become runs of small numbers. For widgets at zlib level 1, None won on both time and
/// size over every example (deflate matches flat colour 4 bytes or one row back by itself),
/// so it is the default, and unfiltered rows are what `PNGDeflate` encodes; the other
/// filters go through zlib and stay for `make bench` to re-check that choice.
package enum PNGFilterChoice: String, CaseIterable, Sendable {
    case none, sub, up, paeth
    /// Up for a row equal to the one above (all zeros after filtering), Sub otherwise.
    case upOrSub
    /// Up for a row equal to the one above, Paeth otherwise.
    case upOrPaeth
    /// libpng's heuristic: per row, the filter whose output has the smallest sum of
    /// absolute signed bytes.
    case adaptive

    /// Writes the filter type byte and `count` filtered bytes of `row` to `out`; `above` is
    /// the previous raw row, nil for the first.
    func apply(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bytesPerPixel bpp: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let type: PNGFilterType
        switch self {
        case .none: type = .none
        case .sub: type = .sub
        case .up: type = above == nil ? .none : .up
        case .paeth: type = above == nil ? .sub : .paeth
        case .upOrSub, .upOrPaeth:
            if let above, memcmp(row, above, count) == 0 {
                type = .up
            } else {
                type = self == .upOrSub || above == nil ? .sub : .paeth
            }
        case .adaptive:
            type = Self.smallest(row, above: above, count: count, bpp: bpp, scratch: out)
        }
        type.apply(row, above: above, count: count, bpp: bpp, into: out)
    }

    /// The filter with the smallest sum of |signed byte|, trying each into `scratch`.
    private static func smallest(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bpp: Int,
        scratch: UnsafeMutablePointer<UInt8>
    ) -> PNGFilterType {
        var best = PNGFilterType.none, bestSum = Int.max
        for type in PNGFilterType.allCases where above != nil || type == .none || type == .sub {
            type.apply(row, above: above, count: count, bpp: bpp, into: scratch)
            var sum = 0
            for i in 1...count { sum &+= Int(Int8(bitPattern: scratch[i]).magnitude) }
            if sum < bestSum { (best, bestSum) = (type, sum) }
        }
        return best
    }
}

/// The five PNG filter types, with their type byte.
enum PNGFilterType: UInt8, CaseIterable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Writes the type byte and the filtered bytes. `above` nil means a row of zeros above
    /// (then Up is None and Paeth is Sub, byte for byte).
    func apply(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bpp: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        out[0] = rawValue
        let o = out + 1
        switch self {
        case .none:
            o.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { o[i] = row[i] }
            for i in bpp..<max(bpp, count) { o[i] = row[i] &- row[i - bpp] }
        case .up:
            guard let above else { return o.update(from: row, count: count) }
            for i in 0..<count { o[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                let up = above.map { Int($0[i]) } ?? 0
                o[i] = row[i] &- UInt8((left + up) / 2)
            }
        case .paeth:
            guard let above else { return PNGFilterType.sub.apply(row, above: nil, count: count, bpp: bpp, into: out) }
            // The first pixel has no left or upper-left neighbour: Paeth picks the byte above.
            for i in 0..<min(bpp, count) { o[i] = row[i] &- above[i] }
            for i in bpp..<max(bpp, count) {
                o[i] = row[i] &- Self.paeth(row[i - bpp], above[i], above[i - bpp])
            }
        }
    }

    /// The Paeth predictor (PNG spec §9.4): whichever of left, above, upper-left is closest
    /// to left + above − upper-left, ties in that order.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let (a, b, c) = (Int(a), Int(b), Int(c))
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return UInt8(a) }
        return pb <= pc ? UInt8(b) : UInt8(c)
    }
}
