/// XXH64 (Yann Collet's xxHash, 64-bit; spec: github.com/Cyan4973/xxHash/doc/xxhash_spec.md).
///
/// The snapshot fast path hashes a whole render on every verification; SHA-256 through
/// GLib takes about 3 ms for a 530×530 widget, longer than drawing it, while XXH64 takes
/// a tenth of a millisecond. It is not cryptographic: two different renders collide with
/// probability 2⁻⁶⁴, which is what a snapshot comparison needs.
package enum XXHash64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// XXH64 of bytes given in pieces of any length, as they are produced (a render's rows,
    /// converted one at a time into a small buffer), equal to `hash` of them all at once.
    package struct Stream {
        private let seed: UInt64
        private var v1, v2, v3, v4: UInt64
        private var total = 0
        /// Bytes short of a 32-byte stripe, carried to the next piece.
        private var carry = InlineArray<32, UInt8>(repeating: 0)
        private var carried = 0

        /// A stream hashing with `seed`, as `hash(_:seed:)` does.
        package init(seed: UInt64) {
            self.seed = seed
            (v1, v2, v3, v4) = (seed &+ p1 &+ p2, seed &+ p2, seed, seed &- p1)
        }

        /// Hashes `bytes` after everything given so far.
        package mutating func update(_ bytes: UnsafeRawBufferPointer) {
            total += bytes.count
            var offset = 0
            if carried > 0 {
                let taken = Swift.min(32 - carried, bytes.count)
                for i in 0..<taken { carry[carried + i] = bytes[i] }
                carried += taken
                offset = taken
                guard carried == 32 else { return }
                var stripe = carry
                withUnsafeBytes(of: &stripe) { consumeStripe($0, at: 0) }
                carried = 0
            }
            while offset + 32 <= bytes.count {
                consumeStripe(bytes, at: offset)
                offset += 32
            }
            for i in offset..<bytes.count { carry[i - offset] = bytes[i] }
            carried = bytes.count - offset
        }

        @inline(__always) private mutating func consumeStripe(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
            v1 = round(v1, load(bytes, offset))
            v2 = round(v2, load(bytes, offset + 8))
            v3 = round(v3, load(bytes, offset + 16))
            v4 = round(v4, load(bytes, offset + 24))
        }

        /// The hash of every byte given so far.
        package func digest() -> UInt64 {
            var tail = carry
            return withUnsafeBytes(of: &tail) { buffer in
                let rest = UnsafeRawBufferPointer(rebasing: buffer[0..<carried])
                guard total >= 32 else { return XXHash64.hash(rest, seed: seed) }
                var hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                for v in [v1, v2, v3, v4] { hash = (hash ^ round(0, v)) &* p1 &+ p4 }
                return finish(hash &+ UInt64(total), rest, from: 0)
            }
        }
    }

    /// `hash` as 16 lowercase hex digits, the form snapshot references store.
    package static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// XXH64 of `bytes` with `seed`.
    package static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
            while offset + 32 <= count {
                v1 = round(v1, load(bytes, offset))
                v2 = round(v2, load(bytes, offset + 8))
                v3 = round(v3, load(bytes, offset + 16))
                v4 = round(v4, load(bytes, offset + 24))
                offset += 32
            }
            hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            for v in [v1, v2, v3, v4] { hash = (hash ^ round(0, v)) &* p1 &+ p4 }
        } else {
            hash = seed &+ p5
        }
        return finish(hash &+ UInt64(count), bytes, from: offset)
    }

    /// The tail (fewer than 32 bytes of `bytes` from `start`) and the final avalanche.
    private static func finish(_ accumulated: UInt64, _ bytes: UnsafeRawBufferPointer, from start: Int) -> UInt64 {
        var hash = accumulated, offset = start
        let count = bytes.count
        while offset + 8 <= count {
            hash = rotl(hash ^ round(0, load(bytes, offset)), 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            let word = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
            hash = rotl(hash ^ (word &* p1), 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            hash = rotl(hash ^ (UInt64(bytes[offset]) &* p5), 11) &* p1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= p2
        hash ^= hash >> 29
        hash &*= p3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always) private static func load(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    @inline(__always) private static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        rotl(accumulator &+ lane &* p2, 31) &* p1
    }

    @inline(__always) private static func rotl(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        value << bits | value >> (64 - bits)
    }
}
