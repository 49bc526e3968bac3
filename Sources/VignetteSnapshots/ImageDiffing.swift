import VignettePNG

/// How a render is compared with its reference, as a value: a test can pass a stricter or
/// looser one, or its own closure. Returns nil when the images match, else what differs.
public struct ImageDiffing: Sendable {
    /// Compares a reference with a render; nil when they match.
    public var compare: @Sendable (_ reference: Bitmap, _ actual: Bitmap) -> ImageDifference?

    /// A diffing from a comparison closure.
    public init(compare: @escaping @Sendable (_ reference: Bitmap, _ actual: Bitmap) -> ImageDifference?) {
        self.compare = compare
    }

    /// The pixelmatch-style comparison with `tolerance`. Sizes must match exactly.
    public static func tolerance(_ tolerance: SnapshotTolerance) -> ImageDiffing {
        ImageDiffing { reference, actual in
            if reference == actual { return nil }
            let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
            let sameSize = reference.width == actual.width && reference.height == actual.height
            let padded = (
                DiffImages.padded(reference, width: width, height: height),
                DiffImages.padded(actual, width: width, height: height)
            )
            let comparison = PixelComparator(tolerance: tolerance).compare(reference: padded.0, actual: padded.1)
            let allowed = Int((Double(comparison.pixelCount) * tolerance.maxDifferingFraction).rounded(.down))
            guard !sameSize || comparison.differingCount > allowed else { return nil }
            return ImageDifference(reference: reference, actual: actual, comparison: comparison, tolerance: tolerance)
        }
    }

    /// Invisible colour changes and moved anti-aliasing pass (`SnapshotTolerance.perceptual`).
    public static let perceptual = tolerance(.perceptual)

    /// Every changed pixel fails.
    public static let exact = tolerance(.exact)
}
