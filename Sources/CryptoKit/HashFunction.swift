import Foundation

/// A digest a hash function makes (CryptoKit's `Digest`): a fixed number of bytes.
public protocol Digest: Hashable, Sendable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    /// The number of bytes in the digest.
    static var byteCount: Int { get }
}

/// A cryptographic hash function (CryptoKit's `HashFunction`), fed incrementally with `update(data:)`.
public protocol HashFunction {
    /// The digest type the function makes.
    associatedtype Digest: CryptoKit.Digest
    /// The number of bytes the function compresses at a time (64 for MD5, SHA-1 and SHA-256).
    static var blockByteCount: Int { get }
    /// A function with nothing hashed yet.
    init()
    /// Adds `data` to what is hashed.
    mutating func update<D: DataProtocol>(data: D)
    /// The digest of everything added; the function can be fed no more.
    func finalize() -> Digest
}

extension HashFunction {
    /// The digest of `data` in one call.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }

    /// Adds the bytes `bufferPointer` points at.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        update(data: Array(bufferPointer))
    }
}

/// "<name> digest: <lowercase hex>", CryptoKit's description of a digest.
func digestDescription(_ name: String, _ bytes: [UInt8]) -> String {
    "\(name) digest: " + bytes.map { String(format: "%02x", $0) }.joined()
}

/// A 64-byte-block hash in the Merkle–Damgård shape MD5, SHA-1 and SHA-256 share: bytes are buffered
/// into blocks, and the message is padded with 0x80, zeros and its length in bits as a 64-bit number
/// (little-endian for MD5, big-endian for the SHA family: RFC 1321 §3.1–3.2, FIPS 180-4 §5.1.1).
struct BlockHasher<State>: Sendable where State: Sendable {
    var state: State
    let compress: @Sendable (inout State, ArraySlice<UInt8>) -> Void
    let bigEndianLength: Bool
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    init(state: State, bigEndianLength: Bool, compress: @escaping @Sendable (inout State, ArraySlice<UInt8>) -> Void) {
        self.state = state
        self.bigEndianLength = bigEndianLength
        self.compress = compress
    }

    mutating func update<D: DataProtocol>(_ data: D) {
        length &+= UInt64(data.count)
        pending.append(contentsOf: data)
        var start = 0
        while pending.count - start >= 64 {
            compress(&state, pending[start..<start + 64])
            start += 64
        }
        pending.removeFirst(start)
    }

    func finalized() -> State {
        var copy = self
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = length &* 8
        let lengthBytes = (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        tail += bigEndianLength ? lengthBytes.reversed() : lengthBytes
        var start = 0
        while start < tail.count {
            copy.compress(&copy.state, tail[start..<start + 64])
            start += 64
        }
        return copy.state
    }
}

extension FixedWidthInteger {
    /// The integer's bytes, most significant first.
    var bigEndianBytes: [UInt8] {
        (0..<Self.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
    /// The integer's bytes, least significant first.
    var littleEndianBytes: [UInt8] { (0..<Self.bitWidth / 8).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) } }
}

extension UInt32 {
    /// The word of four bytes, the first most significant.
    init(bigEndianBytes bytes: ArraySlice<UInt8>) {
        self = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
    /// The word of four bytes, the first least significant.
    init(littleEndianBytes bytes: ArraySlice<UInt8>) {
        self = bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
    /// Rotated left by `count` bits.
    func rotatedLeft(_ count: UInt32) -> UInt32 { self << count | self >> (32 - count) }
}
