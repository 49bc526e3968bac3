import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// The snapshot fast path hashes a render a row at a time (`XXHash64.Stream`,
/// `PaintedImage.pixelChecksum`); it must give exactly the one-shot hash of the bitmap.
@Suite struct ChecksumTests {
    /// Bytes from a fixed generator, so every run hashes the same input.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: [0, 1, 7, 31, 32, 33, 63, 64, 100, 2120, 4099])
    func streamInPiecesEqualsOneShot(length: Int) {
        let input = Self.bytes(length, seed: UInt64(length))
        let whole = input.withUnsafeBytes { XXHash64.hash($0, seed: 99) }
        for piece in [1, 3, 31, 32, 33, 500] {
            var stream = XXHash64.Stream(seed: 99)
            var offset = 0
            while offset < input.count {
                let end = min(offset + piece, input.count)
                input[offset..<end].withUnsafeBytes { stream.update($0) }
                offset = end
            }
            #expect(stream.digest() == whole, "pieces of \(piece) over \(length) bytes")
        }
    }

    @Test func knownValuesOfTheSpec() {
        // XXH64 of the empty input with seed 0 and of "abc" (reference values of xxHash).
        #expect([UInt8]().withUnsafeBytes { XXHash64.hash($0) } == 0xEF46_DB37_51D8_E999)
        #expect(Array("abc".utf8).withUnsafeBytes { XXHash64.hash($0) } == 0x44BC_2CF5_AD77_0999)
    }

    @Test func aPaintedImageChecksumsLikeItsBitmap() throws {
        let renderer = try BitmapRenderer(fonts: .standard())
        for list in [SampleDisplayList.make(), DisplayList(size: CGSize(width: 3, height: 1), items: [])] {
            for scale in [1.0, 3.0] {
                let painted = try renderer.paint(list, scale: scale)
                #expect(painted.pixelChecksum == (try painted.bitmap()).pixelChecksum)
            }
        }
    }
}
