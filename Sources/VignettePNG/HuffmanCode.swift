/// One deflate Huffman alphabet: symbol frequencies in, length-limited canonical codes out
/// (RFC 1951 §3.2.2), in buffers allocated once per image and reused for every block.
///
/// Built as miniz builds them, which depends on nothing but the frequencies: symbols sorted
/// by (frequency, symbol), Moffat and Katajainen's in-place minimum-redundancy lengths, then
/// lengths over the limit folded back and the Kraft sum repaired. That costs at most a
/// fraction of a percent against package-merge, and the codes are always complete (zlib's
/// inflate rejects over-subscribed and, but for one case, incomplete codes).
struct HuffmanCode {
    let count: Int
    let frequencies: UnsafeMutablePointer<UInt32>
    let lengths: UnsafeMutablePointer<UInt8>
    /// Codes bit-reversed, ready for deflate's least-significant-bit-first stream.
    let codes: UnsafeMutablePointer<UInt16>
    /// Sort keys, then weights and depths for the minimum-redundancy pass.
    private let keys: UnsafeMutablePointer<UInt64>
    private let depths: UnsafeMutablePointer<Int>

    init(count: Int) {
        self.count = count
        frequencies = .allocate(capacity: count)
        lengths = .allocate(capacity: count)
        codes = .allocate(capacity: count)
        keys = .allocate(capacity: count)
        depths = .allocate(capacity: count)
        frequencies.initialize(repeating: 0, count: count)
    }

    func deallocate() {
        frequencies.deallocate()
        lengths.deallocate()
        codes.deallocate()
        keys.deallocate()
        depths.deallocate()
    }

    func clearFrequencies() { frequencies.update(repeating: 0, count: count) }

    /// Code lengths of at most `limit` bits for the current frequencies, and their codes.
    func build(limit: Int) {
        lengths.update(repeating: 0, count: count)
        var used = 0
        for symbol in 0..<count where frequencies[symbol] > 0 {
            keys[used] = UInt64(frequencies[symbol]) << 16 | UInt64(symbol)
            used += 1
        }
        if used < 2 {
            // No or one symbol: two one-bit codes keep the code complete.
            let first = used == 1 ? Int(keys[0] & 0xFFFF) : 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
        } else {
            var sorted = UnsafeMutableBufferPointer(start: keys, count: used)
            sorted.sort()
            for i in 0..<used { depths[i] = Int(keys[i] >> 16) }
            Self.minimumRedundancy(depths, used)
            limitLengths(used: used, limit: limit)
        }
        assignCodes()
    }

    /// Moffat and Katajainen (1995): `a` holds `n` ≥ 2 weights in ascending order and is
    /// replaced by the optimal code length of each, in place, in linear time.
    private static func minimumRedundancy(_ a: UnsafeMutablePointer<Int>, _ n: Int) {
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        a[n - 2] = 0
        if n >= 3 { for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 } }
        var available = 1, usedNodes = 0, depth = 0
        root = n - 2
        var next = n - 1
        while available > 0 {
            while root >= 0 && a[root] == depth {
                usedNodes += 1
                root -= 1
            }
            while available > usedNodes {
                a[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * usedNodes
            depth += 1
            usedNodes = 0
        }
    }

    /// Folds lengths over `limit` into `limit`, lengthens codes until the Kraft sum is one
    /// again (miniz's `tdefl_huffman_enforce_max_code_size`), and hands the shortest lengths
    /// to the most frequent symbols (`keys` is in ascending frequency).
    private func limitLengths(used: Int, limit: Int) {
        var perLength = [Int](repeating: 0, count: 33)
        for i in 0..<used { perLength[min(depths[i], 32)] += 1 }
        for length in (limit + 1)..<33 {
            perLength[limit] += perLength[length]
            perLength[length] = 0
        }
        var total = 0
        for length in 1...limit { total += perLength[length] << (limit - length) }
        while total != 1 << limit {
            perLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] != 0 {
                perLength[length] -= 1
                perLength[length + 1] += 2
                break
            }
            total -= 1
        }
        var i = used
        for length in 1...limit {
            for _ in 0..<perLength[length] {
                i -= 1
                lengths[Int(keys[i] & 0xFFFF)] = UInt8(length)
            }
        }
    }

    /// Canonical codes (RFC 1951 §3.2.2): by length, then by symbol; stored bit-reversed.
    private func assignCodes() {
        var perLength = [Int](repeating: 0, count: 16), next = [Int](repeating: 0, count: 16)
        for symbol in 0..<count { perLength[Int(lengths[symbol])] += 1 }
        perLength[0] = 0
        var code = 0
        for bits in 1..<16 {
            code = (code + perLength[bits - 1]) << 1
            next[bits] = code
        }
        for symbol in 0..<count {
            let length = Int(lengths[symbol])
            guard length > 0 else {
                codes[symbol] = 0
                continue
            }
            var value = next[length], reversed = 0
            next[length] += 1
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = UInt16(reversed)
        }
    }
}
