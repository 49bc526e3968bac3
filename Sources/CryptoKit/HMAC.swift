import Foundation

/// A symmetric key (CryptoKit's `SymmetricKey`): its bytes.
public struct SymmetricKey: Sendable, ContiguousBytes {
    let bytes: [UInt8]
    /// A key of the bytes of `data`.
    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }
    /// A random key of `size`, from the system's random source.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
    /// The key's length in bits.
    public var bitCount: Int { bytes.count * 8 }
    /// Calls `body` with the key's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

/// The size of a symmetric key.
public struct SymmetricKeySize: Sendable {
    /// The size in bits.
    public let bitCount: Int
    /// A size of `bitCount` bits.
    public init(bitCount: Int) { self.bitCount = bitCount }
    /// 128 bits.
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    /// 192 bits.
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    /// 256 bits.
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A keyed-hash message authentication code (RFC 2104) over `H`: `H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m))`,
/// a key longer than `H`'s block hashed first, a shorter one padded with zeros.
public struct HMAC<H: HashFunction> {
    private var inner: H
    private let outerKey: [UInt8]

    /// A code under `key`, fed with `update(data:)`.
    public init(key: SymmetricKey) {
        var block = key.bytes.count > H.blockByteCount ? Array(H.hash(data: key.bytes)) : key.bytes
        block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
        inner = H()
        inner.update(data: block.map { $0 ^ 0x36 })
        outerKey = block.map { $0 ^ 0x5c }
    }

    /// Adds `data` to what is authenticated.
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    /// The code of everything added.
    public func finalize() -> HashedAuthenticationCode<H> {
        var outer = H()
        outer.update(data: outerKey)
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(bytes: Array(outer.finalize()))
    }

    /// The code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(
        for data: D, using key: SymmetricKey
    ) -> HashedAuthenticationCode<H> {
        var code = HMAC(key: key)
        code.update(data: data)
        return code.finalize()
    }

    /// Whether `authenticationCode` is the code of `data` under `key` (compared in constant time).
    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ authenticationCode: HashedAuthenticationCode<H>, authenticating data: D, using key: SymmetricKey
    ) -> Bool {
        let expected = Self.authenticationCode(for: data, using: key).bytes
        guard expected.count == authenticationCode.bytes.count else { return false }
        return zip(expected, authenticationCode.bytes).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The code an `HMAC` makes: the hash function's digest length in bytes.
public struct HashedAuthenticationCode<H: HashFunction>: Hashable, Sendable, ContiguousBytes, CustomStringConvertible,
    Sequence
{
    let bytes: [UInt8]
    /// The number of bytes.
    public var byteCount: Int { bytes.count }
    /// The bytes, in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    /// "HMAC with <hash>: " and the bytes in lowercase hex.
    public var description: String {
        "HMAC with \(H.self): " + bytes.map { String(format: "%02x", $0) }.joined()
    }
}
