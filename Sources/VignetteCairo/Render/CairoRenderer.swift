import CCairo
import Foundation
import Vignette

/// Paints display lists with Cairo: PNG or raw pixels at a scale factor, SVG in points.
///
/// Text is drawn with the same fonts and settings the `PangoTextEngine` measured it with.
/// The same list gives the same bytes on every call and every machine with the same
/// `FontLibrary.fingerprint`.
///
/// Not thread-safe (Pango font maps are not): use one renderer per thread.
public final class CairoRenderer {
    private let painter: CairoPainter

    public init(fonts: FontLibrary) throws {
        painter = CairoPainter(session: try PangoSession(library: fonts))
    }

    /// A renderer over the standard fonts (`FontLibrary.standard()`).
    public convenience init() throws {
        try self.init(fonts: .standard())
    }

    /// A PNG of `list` at `scale` pixels per point, on a transparent background.
    public func png(_ list: DisplayList, scale: Double) throws -> Data {
        try withImage(list, scale: scale) { surface in
            let stream = CairoStream()
            let status = stream.withClosure { cairo_surface_write_to_png_stream(surface, CairoStream.write, $0) }
            try check(status, "cairo_surface_write_to_png_stream")
            return stream.data
        }
    }

    /// The pixels of `list` at `scale` pixels per point, for tests and comparisons.
    public func bitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        try withImage(list, scale: scale) { surface in
            cairo_surface_flush(surface)
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface) else {
                throw VignetteError.backend(operation: "cairo_image_surface_get_data", reason: "no pixel data")
            }
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                // ARGB32 is one premultiplied native-endian UInt32 per pixel.
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let a = argb >> 24
                    let i = (y * width + x) * 4
                    bytes[i + 3] = UInt8(a)
                    guard a > 0 else { continue }
                    for (offset, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                        let premultiplied = (argb >> shift) & 0xFF
                        bytes[i + offset] = UInt8(min(255, (premultiplied * 255 + a / 2) / a))
                    }
                }
            }
            return Bitmap(width: width, height: height, bytes: bytes)
        }
    }

    /// An SVG of `list` sized in points (`width="…pt"`), text as glyph outlines.
    public func svg(_ list: DisplayList) throws -> Data {
        let (width, height) = (Double(list.size.width), Double(list.size.height))
        try Self.checkSize(list.size, scale: 1)
        let stream = CairoStream()
        try stream.withClosure { closure in
            guard let surface = cairo_svg_surface_create_for_stream(CairoStream.write, closure, width, height) else {
                throw VignetteError.backend(operation: "cairo_svg_surface_create_for_stream", reason: "no surface")
            }
            defer { cairo_surface_destroy(surface) }
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            try paint(list, on: surface, scale: 1)
            // Finishing writes the document; errors surface here.
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), "cairo SVG output")
        }
        return SVGNormalizer.normalizingIDs(stream.data)
    }

    /// Pixels for `points` at `scale`: rounded up, except that a product within 0.01 of a
    /// whole number rounds to it (176.67 pt at @3x is 530 pixels, not 531).
    public static func pixels(_ points: CGFloat, scale: Double) -> Int {
        let exact = Double(points) * scale
        let nearest = exact.rounded()
        return abs(exact - nearest) <= 0.01 ? Int(nearest) : Int(exact.rounded(.up))
    }

    private func withImage<Result>(_ list: DisplayList, scale: Double, _ body: (OpaquePointer) throws -> Result) throws -> Result {
        try Self.checkSize(list.size, scale: scale)
        let width = Self.pixels(list.size.width, scale: scale)
        let height = Self.pixels(list.size.height, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw VignetteError.backend(operation: "cairo_image_surface_create", reason: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "cairo_image_surface_create \(width)×\(height)")
        try paint(list, on: surface, scale: scale)
        return try body(surface)
    }

    private func paint(_ list: DisplayList, on surface: OpaquePointer, scale: Double) throws {
        guard let cr = cairo_create(surface) else {
            throw VignetteError.backend(operation: "cairo_create", reason: "no context")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        painter.paint(list, on: cr)
        try check(cairo_status(cr), "painting")
    }

    private static func checkSize(_ size: CGSize, scale: Double) throws {
        let limit = 32_767.0  // Cairo's largest image side
        let ok = [Double(size.width), Double(size.height)].allSatisfy { $0.isFinite && $0 > 0 && $0 * scale <= limit }
        guard scale.isFinite, scale > 0, ok else {
            throw VignetteError.invalidValue(
                name: "canvas", value: "\(size.width)×\(size.height) pt at @\(scale)x",
                expected: "a positive size and scale, at most \(Int(limit)) pixels a side")
        }
    }

    private func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(operation: operation, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
