import Foundation
import Vignette

/// Checks a PNG's chunk structure before it is decoded, and keeps only the chunks that
/// decoding needs (PNG spec §5.3, §11).
///
/// Written when libpng (through Cairo) decoded references: it allocated what a chunk's
/// length field claimed, and fuzzing found a 107-byte file that made it allocate 1.7 GB.
/// `PNGDecoder` relies on the same walk: a length past the end of the file, a missing or
/// misplaced `IHDR`, or an image larger than `maximumSide` / `maximumPixels` is a
/// `VignetteError` here, as is a kept chunk whose CRC does not match; ancillary chunks
/// other than `tRNS` are dropped, as they change no pixel we read.
enum PNGStructure {
    /// The widest or tallest image read: 16,384 px (a 13" iPad screen at 3x is under 8,000).
    static let maximumSide = 16_384
    /// The most pixels read, 64 Mi (256 MiB decoded).
    static let maximumPixels = 1 << 26

    /// `data` with only IHDR, PLTE, tRNS, IDAT and IEND.
    ///
    /// - Throws: `VignetteError.invalidFile` naming `source` and the byte offset of the problem.
    static func essentialChunks(of data: Data, source: String) throws -> Data {
        let bytes = [UInt8](data)
        func fail(_ offset: Int, _ reason: String) -> VignetteError {
            .invalidFile(path: source, location: "byte \(offset)", reason: reason)
        }
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var kept = Data(bytes[0..<8])
        var offset = 8
        var sawHeader = false
        while true {
            guard offset + 12 <= bytes.count else {
                throw fail(
                    offset,
                    offset == bytes.count
                        ? "the file ends before its IEND chunk" : "a chunk is cut off at the end of the file")
            }
            let length = uint32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let printable = type.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII }
            let name = printable ? "'\(type)'" : "a chunk"
            guard length < 1 << 31, offset + 12 + length <= bytes.count else {
                throw fail(offset, "\(name) claims \(length) bytes but the file has \(bytes.count - offset - 12) left")
            }
            if !sawHeader {
                guard type == "IHDR", length == 13 else { throw fail(offset, "the first chunk is not a 13-byte IHDR") }
                let (width, height) = (uint32(offset + 8), uint32(offset + 12))
                guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
                    throw fail(
                        offset,
                        "\(width)×\(height) pixels is more than Vignette reads "
                            + "(at most \(maximumSide) per side and \(maximumPixels) in all)")
                }
                sawHeader = true
            }
            if ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].contains(type) {
                let stored = UInt32(uint32(offset + 8 + length))
                guard CRC32.checksum(Array(bytes[offset + 4..<offset + 8 + length])) == stored else {
                    throw fail(offset, "the \(type) chunk fails its CRC check (the file is damaged)")
                }
                kept.append(contentsOf: bytes[offset..<offset + 12 + length])
            }
            offset += 12 + length
            if type == "IEND" { return kept }
        }
    }
}
