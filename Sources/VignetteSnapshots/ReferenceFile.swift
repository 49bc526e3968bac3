import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// Reads and writes reference PNGs. Each carries the SHA-256 of its pixels in a `tEXt`
/// chunk, so an unchanged render is verified without decoding the file.
enum ReferenceFile {
    /// The `tEXt` keyword holding `Bitmap.pixelDigest`.
    static let digestKey = "vignette:pixels-sha256"

    /// The `tEXt` keyword holding `Bitmap.pixelChecksum` (XXH64): checked first, as it is
    /// thirty times cheaper to compute than the SHA-256, which older references carry alone.
    static let checksumKey = "vignette:pixels-xxh64"

    /// The digest stored in `data`, or nil for a PNG without one (then decode and compare).
    static func storedDigest(in data: Data) -> String? {
        PNGChunks.text(in: data)[digestKey]
    }

    /// Whether the reference `data` records exactly `actual`'s pixels, by the checksum it
    /// stores (or, for a reference recorded before checksums, its SHA-256), without decoding it.
    /// False means "decode and compare", not "different".
    static func recordsSamePixels(_ data: Data, as actual: PaintedImage) -> Bool {
        let text = PNGChunks.text(in: data)
        if let checksum = text[checksumKey] { return checksum == actual.pixelChecksum }
        return text[digestKey].map { $0 == (try? actual.bitmap())?.pixelDigest } ?? false
    }

    static func encode(_ bitmap: Bitmap) throws -> Data {
        try PNGWriter.png(bitmap, text: [(digestKey, bitmap.pixelDigest), (checksumKey, bitmap.pixelChecksum)])
    }

    /// Writes `data` to `url` through a temporary file and a rename, so a reference is
    /// either the old file or the new one, never a truncated mix, whatever stops the run.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw VignetteError.unwritable(path: url.path, reason: VignetteError.reason(for: error))
        }
    }
}
