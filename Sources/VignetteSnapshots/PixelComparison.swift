/// What a pixel-by-pixel comparison of a reference and a render found.
public struct PixelComparison: Sendable {
    /// How each pixel compared, row by row; the diff image is drawn from this.
    public enum Verdict: UInt8, Sendable {
        /// Same bytes; a colour change under the threshold; moved anti-aliasing; a visible difference.
        case identical, withinThreshold, antialiasing, differs
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// One verdict per pixel, row by row.
    public let verdicts: [Verdict]
    /// Pixels beyond the colour threshold that are not explained by anti-aliasing.
    public let differingCount: Int
    /// Pixels beyond the threshold that the anti-aliasing detector excused.
    public let antialiasedCount: Int
    /// The smallest rectangle holding every differing pixel, in pixels; nil when none.
    public let differingBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    /// The number of pixels compared.
    public var pixelCount: Int { width * height }
    /// The share of pixels that differ, 0…1.
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingCount) / Double(pixelCount) }

    init(width: Int, height: Int, verdicts: [Verdict]) {
        self.width = width
        self.height = height
        self.verdicts = verdicts
        var differing = 0, antialiased = 0
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for (index, verdict) in verdicts.enumerated() {
            switch verdict {
            case .differs:
                differing += 1
                let (x, y) = (index % width, index / width)
                if let b = bounds {
                    bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    bounds = (x, y, x, y)
                }
            case .antialiasing: antialiased += 1
            case .identical, .withinThreshold: break
            }
        }
        differingCount = differing
        antialiasedCount = antialiased
        differingBounds = bounds
    }
}
