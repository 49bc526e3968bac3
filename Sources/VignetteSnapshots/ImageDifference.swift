import VignettePNG

/// Why a render does not match its reference, with the pictures that show it.
public struct ImageDifference: Sendable {
    /// The reference image.
    public let reference: Bitmap
    /// The image just rendered.
    public let actual: Bitmap
    /// Per-pixel verdicts and the differing count.
    public let comparison: PixelComparison
    /// The tolerance the comparison was judged by.
    public let tolerance: SnapshotTolerance
    /// The reference faded, differing pixels red, excused anti-aliasing yellow.
    public let diff: Bitmap

    init(reference: Bitmap, actual: Bitmap, comparison: PixelComparison, tolerance: SnapshotTolerance) {
        self.reference = reference
        self.actual = actual
        self.comparison = comparison
        self.tolerance = tolerance
        diff = DiffImages.diff(
            reference: DiffImages.padded(reference, width: comparison.width, height: comparison.height),
            comparison: comparison)
    }

    /// Reference, actual and diff side by side.
    public var sideBySide: Bitmap { DiffImages.sideBySide([reference, actual, diff]) }

    /// The lines that explain the failure, e.g.
    /// "1,204 of 280,900 pixels (0.43%) differ beyond colour threshold 0.1 (allowed: none)".
    public var summary: [String] {
        var lines: [String] = []
        if reference.width != actual.width || reference.height != actual.height {
            lines.append(
                "size differs: reference \(reference.width)×\(reference.height) px, actual \(actual.width)×\(actual.height) px"
            )
        }
        let allowed = tolerance.maxDifferingFraction == 0 ? "none" : Percent.format(tolerance.maxDifferingFraction)
        lines.append(
            "\(Percent.count(comparison.differingCount)) of \(Percent.count(comparison.pixelCount)) pixels "
                + "(\(Percent.format(comparison.differingFraction))) differ beyond colour threshold "
                + "\(tolerance.colorThreshold) (allowed: \(allowed))")
        if let b = comparison.differingBounds {
            lines.append("changes lie within x \(b.minX)…\(b.maxX), y \(b.minY)…\(b.maxY) (pixels from the top left)")
        }
        if comparison.antialiasedCount > 0 {
            lines.append(
                "\(Percent.count(comparison.antialiasedCount)) anti-aliased edge pixels also moved (not counted)")
        }
        return lines
    }
}
