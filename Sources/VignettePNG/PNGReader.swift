import Foundation
import Vignette

/// Decodes PNG files into `Bitmap`s, with zlib's inflate and no graphics library.
///
/// Every colour type, bit depth and interlacing PNG allows is read (`PNGDecoder`), with the
/// pixel values Cairo's reader (libpng) gave before: snapshot references compare the same.
/// A damaged file is a `VignetteError` naming it, never a crash.
public enum PNGReader {
    /// The pixels of the PNG file at `url`.
    ///
    /// - Throws: `VignetteError.unreadableFile` when the file cannot be read,
    ///   `.invalidFile` when it is not a PNG that can be decoded.
    public static func bitmap(contentsOf url: URL) throws -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        return try bitmap(from: data, source: url.path)
    }

    /// The pixels of PNG `data`; `source` names it in errors (a path, usually).
    public static func bitmap(from data: Data, source: String) throws -> Bitmap {
        guard PNGChunks.hasSignature(data) else {
            throw VignetteError.invalidFile(
                path: source, location: "byte 0", reason: "not a PNG file (no PNG signature)")
        }
        // Lengths, CRCs and size checked, ancillary chunks dropped, before anything is allocated.
        let chunks = try PNGStructure.essentialChunks(of: data, source: source)
        return try PNGDecoder(chunks: chunks, source: source).bitmap()
    }
}
