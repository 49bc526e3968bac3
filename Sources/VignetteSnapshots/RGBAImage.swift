/// A read-only view of straight-alpha RGBA bytes with the per-pixel measures the
/// comparator needs. A struct over a buffer pointer, so the inner loops stay cheap.
struct RGBAImage {
    let width: Int
    let height: Int
    let bytes: UnsafeBufferPointer<UInt8>

    func samePixel(_ i: Int, _ other: RGBAImage, _ j: Int) -> Bool {
        let (p, q) = (i * 4, j * 4)
        return bytes[p] == other.bytes[q] && bytes[p + 1] == other.bytes[q + 1]
            && bytes[p + 2] == other.bytes[q + 2] && bytes[p + 3] == other.bytes[q + 3]
    }

    /// The squared perceptual distance between pixel `i` here and `j` in `other`.
    ///
    /// Translucent pixels are composited over white and over black and the larger distance
    /// kept, so a change of transparency alone (which either backdrop would hide) still counts.
    func colorDelta(_ i: Int, _ other: RGBAImage, _ j: Int) -> Double {
        max(yiqDelta(i, other, j, backdrop: 255), yiqDelta(i, other, j, backdrop: 0))
    }

    private func yiqDelta(_ i: Int, _ other: RGBAImage, _ j: Int, backdrop: Double) -> Double {
        let (r1, g1, b1) = composited(i, over: backdrop)
        let (r2, g2, b2) = other.composited(j, over: backdrop)
        let y = Self.luma(r1, g1, b1) - Self.luma(r2, g2, b2)
        let inPhase = 0.59597799 * (r1 - r2) - 0.27417610 * (g1 - g2) - 0.32180189 * (b1 - b2)
        let quadrature = 0.21147017 * (r1 - r2) - 0.52261711 * (g1 - g2) + 0.31114694 * (b1 - b2)
        return 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
    }

    /// Brightness of pixel `i` over white, for the anti-aliasing test.
    func brightness(_ i: Int) -> Double {
        let (r, g, b) = composited(i, over: 255)
        return Self.luma(r, g, b)
    }

    func composited(_ i: Int, over backdrop: Double) -> (Double, Double, Double) {
        let p = i * 4
        let alpha = Double(bytes[p + 3]) / 255
        func channel(_ c: UInt8) -> Double { backdrop + (Double(c) - backdrop) * alpha }
        return (channel(bytes[p]), channel(bytes[p + 1]), channel(bytes[p + 2]))
    }

    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        0.29889531 * r + 0.58662247 * g + 0.11448223 * b
    }
}
