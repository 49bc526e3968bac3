/// How different a render may be from its reference and still match.
///
/// Two numbers, each about one thing: `colorThreshold` decides whether one pixel
/// differs (a perceptual YIQ distance, 0 = any change, 1 = anything goes), and
/// `maxDifferingFraction` how many differing pixels are allowed in the whole image.
/// Anti-aliased edge pixels that moved are not counted unless `countsAntialiasing`.
public struct SnapshotTolerance: Hashable, Sendable, CustomStringConvertible {
    /// 0…1; pixelmatch's default is 0.1, which ignores changes the eye cannot see.
    public var colorThreshold: Double
    /// 0…1 of all pixels; 0 means not one pixel may differ beyond the threshold.
    public var maxDifferingFraction: Double
    /// Count anti-aliasing changes as differences (off by default: a font or Cairo update
    /// moves edge pixels without changing what a person sees).
    public var countsAntialiasing: Bool

    /// A tolerance; the defaults are `perceptual`: threshold 0.1, no differing pixels, anti-aliasing excused.
    public init(colorThreshold: Double = 0.1, maxDifferingFraction: Double = 0, countsAntialiasing: Bool = false) {
        precondition((0...1).contains(colorThreshold), "colorThreshold \(colorThreshold) is outside 0…1")
        precondition(
            (0...1).contains(maxDifferingFraction), "maxDifferingFraction \(maxDifferingFraction) is outside 0…1")
        self.colorThreshold = colorThreshold
        self.maxDifferingFraction = maxDifferingFraction
        self.countsAntialiasing = countsAntialiasing
    }

    /// Pixel-identical: every changed pixel counts.
    public static let exact = SnapshotTolerance(colorThreshold: 0, maxDifferingFraction: 0, countsAntialiasing: true)

    /// Invisible colour changes and moved anti-aliasing pass; any visible pixel fails.
    public static let perceptual = SnapshotTolerance()

    /// The threshold and allowed share, for failure messages.
    public var description: String {
        let fraction = maxDifferingFraction == 0 ? "none" : Percent.format(maxDifferingFraction)
        return "colour threshold \(colorThreshold), differing pixels allowed: \(fraction)"
            + (countsAntialiasing ? ", anti-aliasing counted" : "")
    }
}
