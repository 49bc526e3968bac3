import Foundation
import Testing
import Vignette
@testable import VignettePNG

/// The snapshot fast path hashes a render a row at a time (`XXHash64.Stream`,
/// `PaintedImage.pixelChecksum` in VignetteCairo); it must give exactly the one-shot hash.
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

    /// XXH64's published test vectors (xxhsum): the checksum is the real XXH64.
    @Test func checksumIsXXH64() {
        func hash(_ text: String, seed: UInt64 = 0) -> UInt64 {
            Array(text.utf8).withUnsafeBytes { XXHash64.hash($0, seed: seed) }
        }
        #expect(hash("") == 0xEF46_DB37_51D8_E999)
        #expect(hash("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(hash("abc") == 0x44BC_2CF5_AD77_0999)
    }
}
