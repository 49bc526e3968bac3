import Foundation

extension Bitmap {
    /// SHA-256 of the size and the raw straight-alpha pixels, as lowercase hex.
    ///
    /// Snapshot references store it in their PNG (`PNGText.pixelDigestKey`), so an
    /// unchanged render is verified by comparing two strings, without decoding the reference.
    public var pixelDigest: String {
        var data = Data("rgba8 \(width)x\(height)\n".utf8)
        bytes.withUnsafeBufferPointer { data.append($0) }
        return FontFingerprint.sha256(data)
    }
}

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
    static func checksumSeed(_ width: Int, _ height: Int) -> UInt64 {
        UInt64(width) << 32 | UInt64(height)
    }
}
