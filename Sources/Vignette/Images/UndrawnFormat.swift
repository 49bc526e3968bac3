import Foundation

/// Picture formats iOS draws and Vignette does not, told by their first bytes, so that the error
/// for such a file names its format ("Vignette draws" marks it as Vignette's limit for lint).
package enum UndrawnFormat {
    /// The format's usual name (HEIC, GIF, WebP…), or nil for bytes of no picture format known here.
    package static func name(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        func text(_ range: Range<Int>) -> String {
            range.upperBound <= bytes.count ? String(decoding: bytes[range], as: UTF8.self) : ""
        }
        if text(4..<8) == "ftyp" {  // ISO base media: the brand says which
            switch text(8..<12) {
            case "heic", "heix", "hevc", "hevx": return "HEIC"
            case "avif", "avis": return "AVIF"
            default: return "HEIF"
            }
        }
        if text(0..<4) == "GIF8" { return "GIF" }
        if text(0..<4) == "RIFF" && text(8..<12) == "WEBP" { return "WebP" }
        if text(0..<4) == "%PDF" { return "PDF" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0]) || bytes.starts(with: [0x4D, 0x4D, 0, 0x2A]) { return "TIFF" }
        if text(0..<2) == "BM" { return "BMP" }
        return nil
    }
}
