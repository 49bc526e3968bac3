import Foundation

extension Bitmap {
    /// XXH64 of the raw straight-alpha pixels, seeded with the size, as 16 lowercase hex digits.
    ///
    /// The fast check of a matching snapshot: references store it next to `pixelDigest`, and
    /// hashing a 530×530 render this way takes about a tenth of a millisecond where SHA-256
    /// takes three (`XXHash64` says why a 64-bit hash is enough here).
    public var pixelChecksum: String {
        XXHash64.hex(bytes.withUnsafeBytes { XXHash64.hash($0, seed: Self.checksumSeed(width, height)) })
    }

    /// The size, as the checksum's seed: the same bytes in another shape hash differently.
    package static func checksumSeed(_ width: Int, _ height: Int) -> UInt64 {
        UInt64(width) << 32 | UInt64(height)
    }
}
