import VignettePNG

/// Compares two bitmaps of the same size the way pixelmatch made popular: a perceptual
/// colour distance per pixel (YIQ, weighted as the eye weighs brightness and hue), and a
/// detector that excuses pixels on anti-aliased edges.
///
/// The colour distance follows Kotsarenko and Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space in mobile applications" (2010); the anti-aliasing
/// test follows Vyšniauskas, "Anti-aliased pixel and intensity slope detector" (2009).
public struct PixelComparator: Sendable {
    /// The colour threshold, anti-aliasing rule and allowed fraction of differing pixels.
    public var tolerance: SnapshotTolerance

    /// A comparator judging by `tolerance`.
    public init(tolerance: SnapshotTolerance) {
        self.tolerance = tolerance
    }

    /// The largest possible squared YIQ distance (black against white), to scale thresholds.
    static let maxDelta = 35215.0

    /// Compares pixel by pixel. Both bitmaps must have the same size (pad them first).
    public func compare(reference: Bitmap, actual: Bitmap) -> PixelComparison {
        precondition(reference.width == actual.width && reference.height == actual.height, "compare same-sized bitmaps")
        let (width, height) = (reference.width, reference.height)
        // A squared distance; the threshold is given on the linear scale users reason in.
        let limit = Self.maxDelta * tolerance.colorThreshold * tolerance.colorThreshold
        var verdicts = [PixelComparison.Verdict](repeating: .identical, count: width * height)
        guard width * height > 0 else { return PixelComparison(width: width, height: height, verdicts: []) }
        reference.bytes.withUnsafeBufferPointer { a in
            actual.bytes.withUnsafeBufferPointer { b in
                let first = RGBAImage(width: width, height: height, bytes: a)
                let second = RGBAImage(width: width, height: height, bytes: b)
                // Whole pixels as words: most are identical, and one comparison settles those.
                let words = (
                    UnsafeRawPointer(a.baseAddress!).assumingMemoryBound(to: UInt32.self),
                    UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: UInt32.self)
                )
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        guard words.0[index] != words.1[index] else { continue }
                        let delta = first.colorDelta(index, second, index)
                        guard delta > limit else {
                            verdicts[index] = .withinThreshold
                            continue
                        }
                        if !tolerance.countsAntialiasing,
                            first.isAntialiased(x: x, y: y, other: second)
                                || second.isAntialiased(x: x, y: y, other: first)
                        {
                            verdicts[index] = .antialiasing
                        } else {
                            verdicts[index] = .differs
                        }
                    }
                }
            }
        }
        return PixelComparison(width: width, height: height, verdicts: verdicts)
    }
}
