import Testing
import VignetteCairo
import VignettePNG
@testable import VignetteSnapshots

/// The perceptual comparison on hand-made images whose answer is known.
@Suite struct PixelComparatorTests {
    /// A width×height image of one colour, with `changes` applied: (x, y) → RGBA.
    static func image(
        _ width: Int, _ height: Int, _ fill: [UInt8] = [255, 255, 255, 255],
        _ changes: [(Int, Int, [UInt8])] = []
    ) -> Bitmap {
        var bytes = Array([[UInt8]](repeating: fill, count: width * height).joined())
        for (x, y, rgba) in changes { bytes.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: rgba) }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    /// Black left, white right, a grey column between: an anti-aliased vertical edge.
    static func edge(grey: UInt8) -> Bitmap {
        let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        let bytes = (0..<5).flatMap { _ in [black, black, [grey, grey, grey, 255], white, white].joined() }
        return Bitmap(width: 5, height: 5, bytes: Array(bytes))
    }

    let perceptual = PixelComparator(tolerance: .perceptual)

    @Test func identicalImagesHaveNoDifferences() {
        let result = perceptual.compare(reference: Self.image(4, 3), actual: Self.image(4, 3))
        #expect(result.differingCount == 0 && result.antialiasedCount == 0 && result.differingBounds == nil)
    }

    @Test func aChangedPixelInAFlatAreaCounts() {
        let result = perceptual.compare(
            reference: Self.image(5, 5), actual: Self.image(5, 5, [255, 255, 255, 255], [(3, 1, [230, 0, 38, 255])]))
        #expect(result.differingCount == 1)
        #expect(result.verdicts[1 * 5 + 3] == .differs)
        #expect(result.differingBounds! == (3, 1, 3, 1))
    }

    @Test func anInvisibleChangeIsWithinTheThreshold() {
        let result = perceptual.compare(
            reference: Self.image(3, 3),
            actual: Self.image(3, 3, [255, 255, 255, 255], [(1, 1, [252, 254, 255, 255])]))
        #expect(result.differingCount == 0)
        #expect(result.verdicts[4] == .withinThreshold)
        let exact = PixelComparator(tolerance: .exact).compare(
            reference: Self.image(3, 3),
            actual: Self.image(3, 3, [255, 255, 255, 255], [(1, 1, [252, 254, 255, 255])]))
        #expect(exact.differingCount == 1)
    }

    @Test func aMovedAntialiasedEdgeIsExcusedUnlessCounted() {
        let result = perceptual.compare(reference: Self.edge(grey: 128), actual: Self.edge(grey: 40))
        #expect(result.differingCount == 0)
        #expect(result.antialiasedCount == 5)
        let strict = PixelComparator(tolerance: SnapshotTolerance(countsAntialiasing: true))
        #expect(strict.compare(reference: Self.edge(grey: 128), actual: Self.edge(grey: 40)).differingCount == 5)
    }

    @Test func aChangeOfTransparencyAloneCounts() {
        // Opaque white and fully transparent look alike over white; over black they do not.
        let result = perceptual.compare(
            reference: Self.image(3, 3), actual: Self.image(3, 3, [255, 255, 255, 255], [(1, 1, [0, 0, 0, 0])]))
        #expect(result.differingCount == 1)
    }

    @Test func theSummarySaysHowManyAndWhere() throws {
        let difference = try #require(
            ImageDiffing.perceptual.compare(
                Self.image(5, 5), Self.image(5, 5, [255, 255, 255, 255], [(3, 1, [230, 0, 38, 255])])))
        #expect(
            difference.summary == [
                "1 of 25 pixels (4%) differ beyond colour threshold 0.1 (allowed: none)",
                "changes lie within x 3…3, y 1…1 (pixels from the top left)",
            ])
        let diff = difference.diff
        #expect(diff.pixel(x: 3, y: 1) == Bitmap.Pixel(red: 230, green: 0, blue: 38, alpha: 255))
        #expect(diff.pixel(x: 0, y: 0) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))  // faded white stays white
    }

    @Test func allowedFractionLetsAFewPixelsThrough() {
        let changed = Self.image(5, 5, [255, 255, 255, 255], [(3, 1, [230, 0, 38, 255])])
        #expect(
            ImageDiffing.tolerance(SnapshotTolerance(maxDifferingFraction: 0.04)).compare(Self.image(5, 5), changed)
                == nil)
        #expect(
            ImageDiffing.tolerance(SnapshotTolerance(maxDifferingFraction: 0.039)).compare(Self.image(5, 5), changed)
                != nil)
    }

    @Test func aSizeMismatchReportsBothSizes() throws {
        let difference = try #require(ImageDiffing.perceptual.compare(Self.image(5, 5), Self.image(5, 6)))
        #expect(difference.summary.first == "size differs: reference 5×5 px, actual 5×6 px")
        #expect(difference.comparison.width == 5 && difference.comparison.height == 6)
        #expect(difference.comparison.differingCount == 5)  // the new row, against transparency
        #expect(difference.sideBySide.width == 16 + 5 + 16 + 5 + 16 + 5 + 16)
    }
}
