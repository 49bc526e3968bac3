import CCairo
import Foundation
import Vignette

/// Encodes `Bitmap`s as PNG with Cairo, optionally with `tEXt` chunks.
public enum PNGWriter {
    /// A PNG of `bitmap`, with `text` as `tEXt` chunks (keyword, value) after the header.
    public static func png(_ bitmap: Bitmap, text: [(keyword: String, value: String)] = []) throws -> Data {
        let encoded = try bitmap.withSurface { surface in
            let stream = CairoStream()
            let status = stream.withClosure { cairo_surface_write_to_png_stream(surface, CairoStream.write, $0) }
            guard status == CAIRO_STATUS_SUCCESS else {
                throw VignetteError.backend(operation: "cairo_surface_write_to_png_stream",
                                            reason: String(cString: cairo_status_to_string(status)))
            }
            return stream.data
        }
        return try PNGChunks.insertingText(text, into: encoded)
    }
}
