import CCairo
import Foundation
import Vignette
import VignettePNG

extension Bitmap {
    /// The straight-alpha pixels of a Cairo image surface (ARGB32 or RGB24).
    ///
    /// Cairo stores premultiplied native-endian words; dividing out alpha with the same
    /// rounding as Cairo's PNG writer makes `Bitmap → PNG → Bitmap` lossless
    /// (`PixelConversion`, a table lookup instead of three divisions a pixel).
    package init(surface: OpaquePointer, source: String) throws {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw VignetteError.invalidFile(
                path: source, location: "PNG", reason: "unsupported pixel format \(format.rawValue)")
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw VignetteError.invalidFile(path: source, location: "PNG", reason: "no pixel data")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                // RGB24 leaves the top byte undefined: read it as opaque.
                PixelConversion.straightRGBA(
                    from: row, into: out.baseAddress! + y * width * 4, count: width,
                    opaque: opaque)
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// Runs `body` with a new ARGB32 surface holding these pixels, premultiplied.
    package func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw VignetteError.backend(operation: "cairo_image_surface_create", reason: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(
                operation: "cairo_image_surface_create \(width)×\(height)",
                reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw VignetteError.backend(operation: "cairo_image_surface_get_data", reason: "no pixel data")
        }
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(source[i + 3])
                    // Rounded (c·a)/255, the inverse of the division above.
                    func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] =
                        a << 24 | premultiply(source[i]) << 16 | premultiply(source[i + 1]) << 8
                        | premultiply(source[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return try body(surface)
    }
}
