import Foundation

/// What a JPEG's markers say before its pixels: the stored size, the EXIF orientation, and
/// whether the file is whole. Decoding is the backend's (libjpeg-turbo in VignetteCairo); this
/// walk lets layout size the picture and fails early, naming the problem, on a truncated file.
struct JPEGHeader {
    /// Pixels as stored, before the orientation turns them.
    var pixels: CGSize
    /// EXIF tag 0x0112 in the APP1 segment; `.up` without one.
    var orientation: PictureInfo.Orientation

    /// Whether `data` starts with a JPEG's start-of-image marker.
    static func isJPEG(_ data: Data) -> Bool {
        data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Walks the segments up to the first scan, then looks for the end-of-image marker after it.
    ///
    /// - Throws: the reason, in words, when the file is truncated or its markers are corrupt.
    init(_ data: Data) throws(Problem) {
        let bytes = [UInt8](data)
        var size: CGSize?
        var orientation = PictureInfo.Orientation.up
        var at = 2
        while true {
            guard at + 1 < bytes.count else {
                throw Problem("truncated: it ends at byte \(bytes.count) before any image data")
            }
            guard bytes[at] == 0xFF else {
                throw Problem("corrupt: byte \(at) is 0x\(Self.hex(bytes[at])) where a marker (0xFF…) should start")
            }
            let marker = bytes[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }  // fill bytes before a marker
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                at += 2
                continue
            }
            if marker == 0xD9 { throw Problem("corrupt: its end-of-image marker comes before any image data") }
            guard at + 3 < bytes.count else { throw Problem("truncated: it ends inside the segment at byte \(at)") }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let payload = at + 4
            guard length >= 2, at + 2 + length <= bytes.count else {
                throw Problem(
                    "truncated: the segment at byte \(at) (marker 0xFF\(Self.hex(marker))) claims \(length) bytes, "
                        + "\(bytes.count - at - 2) remain")
            }
            if marker == 0xDA { break }  // the first scan: pixels follow
            if Self.frameMarkers.contains(marker), length >= 8 {
                let height = Int(bytes[payload + 1]) << 8 | Int(bytes[payload + 2])
                let width = Int(bytes[payload + 3]) << 8 | Int(bytes[payload + 4])
                guard width > 0, height > 0 else {
                    throw Problem("corrupt: its frame header says \(width)×\(height) pixels")
                }
                size = CGSize(width: width, height: height)
            }
            if marker == 0xE1, let found = Self.exifOrientation(bytes[payload..<at + 2 + length]) {
                orientation = found
            }
            at += 2 + length
        }
        guard let size else {
            throw Problem("corrupt: its first scan comes before any frame header (SOF), so it has no size")
        }
        guard Self.hasEnd(bytes, after: at) else {
            throw Problem(
                "truncated: its image data stops at byte \(bytes.count) without the end-of-image marker (0xFFD9)")
        }
        pixels = size
        self.orientation = orientation
    }

    /// A reason the bytes are not a whole JPEG.
    struct Problem: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic): not
    /// 0xC4 (DHT), 0xC8 (reserved) or 0xCC (DAC), which share the range.
    private static let frameMarkers: Set<UInt8> = [
        0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
    ]

    /// Whether 0xFFD9 follows `start`. Searched from the end, where it sits; entropy-coded data
    /// never holds 0xFF followed by anything but 0x00 or a restart marker, so no false find.
    private static func hasEnd(_ bytes: [UInt8], after start: Int) -> Bool {
        var index = bytes.count - 2
        while index > start {
            if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
            index -= 1
        }
        return false
    }

    /// Tag 0x0112 of IFD0 in an APP1 `Exif\0\0` payload (TIFF, either byte order); nil when absent.
    private static func exifOrientation(_ payload: ArraySlice<UInt8>) -> PictureInfo.Orientation? {
        let exif = Array(payload)
        guard exif.count >= 14, exif[0..<6].elementsEqual(Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = Array(exif[6...])
        let little = tiff[0] == 0x49 && tiff[1] == 0x49
        guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return nil }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, let value = u16(at + 8) { return PictureInfo.Orientation(rawValue: value) }
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String { String(format: "%02X", byte) }
}
