import Foundation
import Vignette

/// Reads and adds PNG `tEXt` chunks without decoding the image (PNG spec §11.3.4.3).
///
/// A chunk is a 4-byte big-endian length, a 4-byte type, the data and a CRC-32 of type
/// and data. Snapshot references keep their pixel digest in one, so comparing an
/// unchanged render reads a few hundred bytes instead of inflating the image.
public enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func hasSignature(_ data: Data) -> Bool {
        data.count >= 8 && data.prefix(8).elementsEqual(signature)
    }

    /// The `tEXt` chunks before the image data, keyword to value (Latin-1).
    /// Empty for data that is not a well-formed PNG: callers then decode and fail properly.
    public static func text(in data: Data) -> [String: String] {
        var found: [String: String] = [:]
        let bytes = [UInt8](data.prefix(64 * 1024))  // text chunks precede IDAT, near the start
        var offset = 8
        guard hasSignature(data) else { return [:] }
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count, type != "IDAT", type != "IEND" else { break }
            if type == "tEXt", let zero = bytes[start..<start + length].firstIndex(of: 0) {
                let keyword = String(decoding: bytes[start..<zero], as: UTF8.self)
                found[keyword] = String(bytes[(zero + 1)..<(start + length)].map { Character(Unicode.Scalar($0)) })
            }
            offset = start + length + 4
        }
        return found
    }

    /// `png` with a `tEXt` chunk for each pair inserted after the IHDR chunk.
    ///
    /// - Throws: `VignetteError.invalidValue` for a keyword that PNG does not allow
    ///   (1–79 printable Latin-1 characters) or a value outside Latin-1.
    static func insertingText(_ pairs: [(keyword: String, value: String)], into png: Data) throws -> Data {
        guard !pairs.isEmpty else { return png }
        let headerEnd = 8 + 4 + 4 + 13 + 4  // signature, IHDR length, type, data, CRC
        guard hasSignature(png), png.count > headerEnd else {
            throw VignetteError.backend(operation: "adding PNG text", reason: "the encoder's output is not a PNG")
        }
        var result = Data(png.prefix(headerEnd))
        for (keyword, value) in pairs {
            guard (1...79).contains(keyword.count), keyword.unicodeScalars.allSatisfy({ (32...126).contains($0.value) })
            else {
                throw VignetteError.invalidValue(
                    name: "PNG text keyword", value: keyword, expected: "1–79 printable ASCII characters")
            }
            guard value.unicodeScalars.allSatisfy({ $0.value < 256 && $0.value != 0 }) else {
                throw VignetteError.invalidValue(
                    name: "PNG text value", value: value, expected: "Latin-1 text without NUL")
            }
            let body = [UInt8]("tEXt".utf8) + [UInt8](keyword.utf8) + [0] + value.unicodeScalars.map { UInt8($0.value) }
            result.append(contentsOf: bigEndian(UInt32(body.count - 4)))
            result.append(contentsOf: body)
            result.append(contentsOf: bigEndian(CRC32.checksum(body)))
        }
        result.append(png.dropFirst(headerEnd))
        return result
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
