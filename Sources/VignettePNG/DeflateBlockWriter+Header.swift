/// Deflate's fixed tables and the header of a dynamic block (RFC 1951 §3.2.5, §3.2.7).
extension DeflateBlockWriter {
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// The order in which a block header lists the code-length code's lengths.
    static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The length code (0…28, for symbols 257…285) of each match length 3…258.
    static let lengthSymbols: [UInt8] = (3...258).map { length in
        UInt8(length == 258 ? 28 : lengthBase.lastIndex { $0 <= length }!)
    }

    /// Distance code, number of extra bits and their value for a distance of 1…32,768.
    static func distanceSymbol(_ distance: Int) -> (symbol: Int, extraCount: Int, extra: Int) {
        let symbol = distanceBase.lastIndex { $0 <= distance }!
        return (symbol, symbol < 4 ? 0 : symbol / 2 - 1, distance - distanceBase[symbol])
    }

    /// A distance's code and extra bits as one value, with this block's codes.
    func distanceBits(_ s: (symbol: Int, extraCount: Int, extra: Int)) -> (bits: UInt64, count: Int) {
        let length = Int(distanceCodes.lengths[s.symbol])
        return (UInt64(distanceCodes.codes[s.symbol]) | UInt64(s.extra) << length, length + s.extraCount)
    }

    /// Every match length's code and extra bits as one value, with this block's codes.
    func prepareLengths() {
        Self.lengthSymbols.withUnsafeBufferPointer { symbolOf in
            for i in 0..<256 {
                let symbol = Int(symbolOf[i]), codeLength = Int(literalCodes.lengths[257 + symbol])
                let extra = i + 3 - Self.lengthBase[symbol]
                lengthBits[i] = UInt32(literalCodes.codes[257 + symbol]) | UInt32(extra) << codeLength
                lengthBitCount[i] = UInt8(codeLength + Self.lengthExtraBits[symbol])
            }
        }
    }

    /// Block type and the two codes' lengths, run-length coded with the code-length code.
    mutating func writeHeader(final: Bool) {
        var literalCount = 286, distanceCount = 30
        while literalCount > 257 && literalCodes.lengths[literalCount - 1] == 0 { literalCount -= 1 }
        while distanceCount > 1 && distanceCodes.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let all = headerLengths, total = literalCount + distanceCount
        all.update(from: literalCodes.lengths, count: literalCount)
        (all + literalCount).update(from: distanceCodes.lengths, count: distanceCount)

        let entries = header, frequencies = lengthCodes.frequencies
        var entryCount = 0
        func add(_ symbol: Int, _ extra: Int) {
            entries[entryCount] = UInt16(symbol | extra << 8)
            entryCount += 1
            frequencies[symbol] += 1
        }
        lengthCodes.clearFrequencies()
        var i = 0
        while i < total {
            let length = Int(all[i])
            var run = 1
            while i + run < total && all[i + run] == all[i] { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    add(18, n - 11)
                    run -= n
                }
                if run >= 3 {
                    add(17, run - 3)
                    run = 0
                }
            } else {
                add(length, 0)
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    add(16, n - 3)
                    run -= n
                }
            }
            while run > 0 {
                add(length, 0)
                run -= 1
            }
        }
        lengthCodes.build(limit: 7)
        let order = Self.lengthCodeOrder
        var codeCount = 19
        while codeCount > 4 && lengthCodes.lengths[order[codeCount - 1]] == 0 { codeCount -= 1 }

        put(final ? 1 : 0, 1)
        put(2, 2)
        put(UInt64(literalCount - 257), 5)
        put(UInt64(distanceCount - 1), 5)
        put(UInt64(codeCount - 4), 4)
        flush()
        for k in 0..<codeCount {
            put(UInt64(lengthCodes.lengths[order[k]]), 3)
            flush()
        }
        for k in 0..<entryCount {
            let symbol = Int(entries[k] & 0xFF), extra = UInt64(entries[k] >> 8)
            put(UInt64(lengthCodes.codes[symbol]), Int(lengthCodes.lengths[symbol]))
            switch symbol {
            case 16: put(extra, 2)
            case 17: put(extra, 3)
            case 18: put(extra, 7)
            default: break
            }
            flush()
        }
    }
}
