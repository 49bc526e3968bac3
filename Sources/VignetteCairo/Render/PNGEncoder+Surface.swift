import CCairo
import Foundation
import Vignette
import VignettePNG

extension PNGEncoder {
    /// A PNG of a Cairo image surface (ARGB32 → RGBA, RGB24 → RGB): its buffer handed to the
    /// codec as `PixelRows`, alpha divided out as Cairo's writer does it.
    package static func png(surface: OpaquePointer, filter: PNGFilterChoice = filter) throws -> Data {
        try png(PixelRows(surface: surface), filter: filter)
    }
}

extension PixelRows {
    /// The buffer of a flushed Cairo image surface, which must outlive this value.
    ///
    /// - Throws: `VignetteError.backend` for a format other than ARGB32 or RGB24, or a
    ///   surface without pixel data.
    package init(surface: OpaquePointer) throws {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw VignetteError.backend(
                operation: "encoding PNG", reason: "unsupported Cairo pixel format \(format.rawValue)")
        }
        guard let data = cairo_image_surface_get_data(surface) else {
            throw VignetteError.backend(operation: "cairo_image_surface_get_data", reason: "no pixel data")
        }
        self.init(
            width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)),
            layout: format == CAIRO_FORMAT_RGB24 ? .rgb24 : .premultipliedARGB, base: UnsafeRawPointer(data))
    }
}
