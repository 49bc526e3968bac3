import CCairo
import Foundation
import Vignette

/// Decodes PNG files into `Bitmap`s with Cairo (libpng underneath).
///
/// A damaged file becomes a `VignetteError` naming it; libpng's errors are caught by
/// Cairo and never abort the process.
public enum PNGReader {
    /// The pixels of the PNG file at `url`.
    ///
    /// - Throws: `VignetteError.unreadableFile` when the file cannot be read,
    ///   `.invalidFile` when it is not a PNG Cairo can decode.
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
            throw VignetteError.invalidFile(path: source, location: "byte 0", reason: "not a PNG file (no PNG signature)")
        }
        // Lengths and size checked, ancillary chunks dropped, before libpng allocates (PNGStructure.swift).
        let reader = PNGStreamReader(try PNGStructure.essentialChunks(of: data, source: source))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(PNGStreamReader.read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else {
            throw VignetteError.invalidFile(path: source, location: "PNG", reason: "Cairo returned no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports every libpng error (bad compressed data…) as "out of memory".
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "the image data is damaged (libpng cannot decode it)"
                                                          : String(cString: cairo_status_to_string(status))
            throw VignetteError.invalidFile(path: source, location: "PNG", reason: "cannot decode: \(reason)")
        }
        return try Bitmap(surface: surface, source: source)
    }
}

/// Hands Cairo the bytes of a PNG in memory, in the pieces it asks for.
private final class PNGStreamReader {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let reader = Unmanaged<PNGStreamReader>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        // A truncated file: Cairo turns this status into an error surface.
        guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
        reader.data.withUnsafeBytes { bytes in
            buffer.update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + reader.offset, count: count)
        }
        reader.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
