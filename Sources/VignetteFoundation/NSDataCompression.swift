import Foundation

// Apple's `NSData.compressed(using:)` / `decompressed(using:)` (iOS 13) run on the Compression
// framework, which Linux lacks: the names compile and each call throws a failure naming the algorithm
// (Docs/Compatibility.md, "Frameworks Linux lacks").

extension NSData {
    /// The algorithms of `compressed(using:)`, Apple's cases and raw values.
    public enum CompressionAlgorithm: Int, Sendable {
        /// Apple's LZFSE.
        case lzfse = 0
        /// LZ4.
        case lz4 = 1
        /// LZMA.
        case lzma = 2
        /// zlib (raw DEFLATE).
        case zlib = 3
    }

    /// Throws: the Compression framework is not available on Linux (the failure names `algorithm`).
    public func compressed(using algorithm: CompressionAlgorithm) throws -> Self {
        throw UnavailableFramework.record("Compression", "NSData.compressed(using: .\(algorithm))")
    }

    /// Throws: the Compression framework is not available on Linux (the failure names `algorithm`).
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> Self {
        throw UnavailableFramework.record("Compression", "NSData.decompressed(using: .\(algorithm))")
    }
}
