/// Writes `PNGDeflate`'s literals and matches as deflate blocks with dynamic Huffman codes
/// (RFC 1951 §3.2.7) into one growing buffer, least significant bit first.
///
/// A match is stored as one command of any length (a run over many identical rows is one
/// command) and cut into deflate's 3…258-byte lengths only here. Bits go through a 64-bit
/// buffer written out eight bytes at a time: after `flush` at most 7 bits are pending, so
/// three literals (≤ 45 bits) or a whole match (≤ 48 bits) go in without checks.
struct DeflateBlockWriter {
    /// A command: literals before it in bits 0–23, match length in bits 24–62 (0: none),
    /// bit 63 set for the distance to the pixel above, clear for the pixel to the left.
    static let literalMask: UInt64 = 1 << 24 - 1, upFlag: UInt64 = 1 << 63

    private(set) var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private var bits: UInt64 = 0, pending = 0
    let literalCodes = HuffmanCode(count: 286), distanceCodes = HuffmanCode(count: 30)
    let lengthCodes = HuffmanCode(count: 19)
    /// Bits for each match length 3…258 (code and extra bits together) and their number.
    let lengthBits = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    let lengthBitCount = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    /// Run-length-coded code lengths of a block header: symbol | extra bits << 8.
    let header = UnsafeMutablePointer<UInt16>.allocate(capacity: 286 + 30)
    let headerLengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 286 + 30)
    private let leftDistance: Int, upDistance: Int

    /// `upDistance` 0: rows too wide for deflate's window, only left matches are written.
    init(capacity: Int, leftDistance: Int, upDistance: Int) {
        self.capacity = max(capacity, 1024)
        buffer = .allocate(capacity: self.capacity)
        (self.leftDistance, self.upDistance) = (leftDistance, upDistance > 0 ? upDistance : leftDistance)
    }

    func deallocate() {
        buffer.deallocate()
        lengthBits.deallocate()
        lengthBitCount.deallocate()
        header.deallocate()
        headerLengths.deallocate()
        literalCodes.deallocate()
        distanceCodes.deallocate()
        lengthCodes.deallocate()
    }

    @inline(__always) mutating func put(_ value: UInt64, _ bitCount: Int) {
        bits |= value &<< UInt64(pending)
        pending &+= bitCount
    }

    /// Writes the whole bytes of the bit buffer; needs 8 bytes of room past `count`.
    @inline(__always) mutating func flush() {
        (UnsafeMutableRawPointer(buffer) + count).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let whole = pending &>> 3
        count &+= whole
        bits = bits &>> UInt64(whole &<< 3)  // whole ≤ 7: at most 55 bits were pending
        pending &= 7
    }

    /// Pads to a byte boundary (the end of the deflate stream) and appends raw bytes.
    mutating func finish(appending trailer: [UInt8]) {
        put(0, (8 - pending & 7) & 7)
        flush()
        reserve(trailer.count + 8)
        for byte in trailer {
            buffer[count] = byte
            count += 1
        }
    }

    /// An empty non-final stored block: 3 header bits, padding to a byte, then LEN 0 and NLEN
    /// 0xFFFF, so what follows starts on a byte (zlib's sync flush).
    mutating func putEmptyStoredBlock() {
        reserve(16)
        flush()
        put(0, 3)
        put(0, (8 - pending & 7) & 7)
        put(0xFFFF_0000, 32)
        flush()
    }

    private mutating func reserve(_ bytes: Int) {
        guard count + bytes > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(2 * capacity, count + bytes))
        grown.update(from: buffer, count: count)
        buffer.deallocate()
        (buffer, capacity) = (grown, max(2 * capacity, count + bytes))
    }

    /// A match of `length` ≥ 3 bytes as `full` pieces of 258, then one or two shorter pieces
    /// (0 when absent): 259 and 260 cannot end in a piece of 1 or 2, so they end in 3.
    @inline(__always) static func pieces(_ length: Int) -> (full: Int, a: Int, b: Int) {
        let full = (length - 3) / 258, rest = length - full * 258
        return rest <= 258 ? (full, rest, 0) : (full, rest - 3, 3)
    }

    /// One block of `literalCount` literal bytes and `commandCount` commands (literals after
    /// the last command come last), ending the stream if `final`.
    mutating func writeBlock(
        literals: UnsafePointer<UInt8>, literalCount: Int,
        commands: UnsafePointer<UInt64>, commandCount: Int, final: Bool
    ) {
        let distanceSymbol = (Self.distanceSymbol(leftDistance), Self.distanceSymbol(upDistance))
        literalCodes.clearFrequencies()
        distanceCodes.clearFrequencies()
        let literalFrequencies = literalCodes.frequencies, distanceFrequencies = distanceCodes.frequencies
        for i in 0..<literalCount { literalFrequencies[Int(literals[i])] &+= 1 }
        literalFrequencies[256] = 1
        var matchPieces = 0
        Self.lengthSymbols.withUnsafeBufferPointer { symbolOf in
            for i in 0..<commandCount {
                let command = commands[i], length = Int(command &>> 24 & (1 << 39 - 1))
                guard length > 0 else { continue }
                let (full, a, b) = Self.pieces(length)
                literalFrequencies[285] &+= UInt32(full)
                if a > 0 { literalFrequencies[257 + Int(symbolOf[a - 3])] &+= 1 }
                if b > 0 { literalFrequencies[257 + Int(symbolOf[b - 3])] &+= 1 }
                let n = full + (a > 0 ? 1 : 0) + (b > 0 ? 1 : 0)
                distanceFrequencies[command & Self.upFlag != 0 ? distanceSymbol.1.symbol : distanceSymbol.0.symbol] &+=
                    UInt32(n)
                matchPieces += n
            }
        }
        literalCodes.build(limit: 15)
        distanceCodes.build(limit: 15)
        // Header at most 17 + 19·3 + 316·14 bits; a literal ≤ 15 bits, a piece ≤ 48.
        reserve(600 + 2 * literalCount + 6 * matchPieces + 16)
        writeHeader(final: final)
        prepareLengths()
        let left = distanceBits(distanceSymbol.0), up = distanceBits(distanceSymbol.1)
        var next = 0
        for i in 0..<commandCount {
            let command = commands[i]
            let run = Int(command & Self.literalMask)
            writeLiterals(literals + next, run)
            next += run
            let length = Int(command &>> 24 & (1 << 39 - 1))
            guard length > 0 else { continue }
            let distance = command & Self.upFlag != 0 ? up : left
            let (full, a, b) = Self.pieces(length)
            for _ in 0..<full { writePiece(258, distance) }
            if a > 0 { writePiece(a, distance) }
            if b > 0 { writePiece(b, distance) }
        }
        writeLiterals(literals + next, literalCount - next)
        put(UInt64(literalCodes.codes[256]), Int(literalCodes.lengths[256]))
        flush()
    }

    @inline(__always) private mutating func writePiece(_ length: Int, _ distance: (bits: UInt64, count: Int)) {
        put(UInt64(lengthBits[length - 3]), Int(lengthBitCount[length - 3]))
        put(distance.bits, distance.count)
        flush()
    }

    @inline(__always) private mutating func writeLiterals(_ bytes: UnsafePointer<UInt8>, _ n: Int) {
        let codes = literalCodes.codes, lengths = literalCodes.lengths
        var i = 0
        while i + 3 <= n {
            let (x, y, z) = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
            put(UInt64(codes[x]), Int(lengths[x]))
            put(UInt64(codes[y]), Int(lengths[y]))
            put(UInt64(codes[z]), Int(lengths[z]))
            flush()
            i += 3
        }
        while i < n {
            put(UInt64(codes[Int(bytes[i])]), Int(lengths[Int(bytes[i])]))
            i += 1
        }
        flush()
    }
}
