import Foundation

/// CryptoKit's hash functions kept for compatibility with older systems, which are not secure
/// against collisions: MD5 (RFC 1321) and SHA-1 (FIPS 180-4 §6.1).
public enum Insecure {
    /// MD5 (RFC 1321 §3): a 16-byte digest.
    public struct MD5: HashFunction, Sendable {
        /// 64 bytes.
        public static let blockByteCount = 64
        private var hasher = BlockHasher(state: MD5.initial, bigEndianLength: false, compress: MD5.compress)

        /// A function with nothing hashed yet.
        public init() {}
        /// Adds `data`.
        public mutating func update<D: DataProtocol>(data: D) { hasher.update(data) }
        /// The digest of everything added.
        public func finalize() -> MD5Digest { MD5Digest(bytes: hasher.finalized().flatMap(\.littleEndianBytes)) }

        /// Words A, B, C, D (§3.3).
        static let initial: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        /// The per-step shifts (§3.4).
        static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
        /// T[i], the integer part of 4294967296 × |sin(i + 1)| (§3.4).
        static let sines: [UInt32] = (0..<64).map {
            UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
        }

        @Sendable static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
            let x = (0..<16).map {
                UInt32(littleEndianBytes: block[block.startIndex + 4 * $0..<block.startIndex + 4 * $0 + 4])
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for i in 0..<64 {
                let (f, k): (UInt32, Int) =
                    switch i / 16 {
                    case 0: ((b & c) | (~b & d), i)
                    case 1: ((b & d) | (c & ~d), (5 * i + 1) % 16)
                    case 2: (b ^ c ^ d, (3 * i + 5) % 16)
                    default: (c ^ (b | ~d), (7 * i) % 16)
                    }
                let rotated = (a &+ f &+ sines[i] &+ x[k]).rotatedLeft(shifts[(i / 16) * 4 + i % 4])
                (a, b, c, d) = (d, b &+ rotated, b, c)
            }
            for (i, v) in [a, b, c, d].enumerated() { state[i] = state[i] &+ v }
        }
    }

    /// An MD5 digest: 16 bytes.
    public struct MD5Digest: Digest {
        let bytes: [UInt8]
        /// 16.
        public static let byteCount = 16
        /// The bytes, in order.
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        /// Calls `body` with the bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }
        /// "MD5 digest: " and the bytes in lowercase hex.
        public var description: String { digestDescription("MD5", bytes) }
    }

    /// SHA-1 (FIPS 180-4 §6.1): a 20-byte digest.
    public struct SHA1: HashFunction, Sendable {
        /// 64 bytes.
        public static let blockByteCount = 64
        private var hasher = BlockHasher(state: SHA1.initial, bigEndianLength: true, compress: SHA1.compress)

        /// A function with nothing hashed yet.
        public init() {}
        /// Adds `data`.
        public mutating func update<D: DataProtocol>(data: D) { hasher.update(data) }
        /// The digest of everything added.
        public func finalize() -> SHA1Digest { SHA1Digest(bytes: hasher.finalized().flatMap(\.bigEndianBytes)) }

        /// H(0) (§5.3.1).
        static let initial: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]

        @Sendable static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
            var w = (0..<16).map {
                UInt32(bigEndianBytes: block[block.startIndex + 4 * $0..<block.startIndex + 4 * $0 + 4])
            }
            for t in 16..<80 { w.append((w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1)) }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for t in 0..<80 {
                let (f, k): (UInt32, UInt32) =
                    switch t / 20 {
                    case 0: ((b & c) | (~b & d), 0x5a82_7999)
                    case 1: (b ^ c ^ d, 0x6ed9_eba1)
                    case 2: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
                    default: (b ^ c ^ d, 0xca62_c1d6)
                    }
                let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, temp)
            }
            for (i, v) in [a, b, c, d, e].enumerated() { state[i] = state[i] &+ v }
        }
    }

    /// A SHA-1 digest: 20 bytes.
    public struct SHA1Digest: Digest {
        let bytes: [UInt8]
        /// 20.
        public static let byteCount = 20
        /// The bytes, in order.
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        /// Calls `body` with the bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }
        /// "SHA1 digest: " and the bytes in lowercase hex.
        public var description: String { digestDescription("SHA1", bytes) }
    }
}
