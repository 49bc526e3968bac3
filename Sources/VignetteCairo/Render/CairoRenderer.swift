import CCairo
import Foundation
import Vignette
import VignettePNG

/// Paints display lists with Cairo: PNG or raw pixels at a scale factor, SVG in points.
///
/// Text is drawn with the same fonts and settings the `PangoTextEngine` measured it with.
/// The same list gives the same bytes on every call and every machine with the same
/// `FontLibrary.fingerprint`.
///
/// Not thread-safe (Pango font maps are not): use one renderer per thread.
public final class CairoRenderer {
    private var painter: CairoPainter

    /// SF Symbols templates by symbol name (`SymbolTemplate.folder(atPath:)`), drawn in place of
    /// the icon font's glyph for those names (Docs/Symbols.md).
    public var symbolTemplates: [String: SymbolTemplate] {
        get { painter.templates }
        set { painter.templates = newValue }
    }

    /// A renderer drawing text with `fonts`; throws when Pango cannot load them.
    public init(fonts: FontLibrary) throws {
        painter = CairoPainter(session: try PangoSession(library: fonts))
    }

    /// A renderer over the standard fonts (`FontLibrary.standard()`).
    public convenience init() throws {
        try self.init(fonts: .standard())
    }

    /// A PNG of `list` at `scale` pixels per point, on a transparent background.
    ///
    /// Encoded by `PNGEncoder` (a deflate specialised for widget rows): a fraction of the
    /// time Cairo's own writer takes, for files about its size (`make bench` measures both).
    public func png(_ list: DisplayList, scale: Double) throws -> Data {
        try withPainted(list, scale: scale) { try PNGEncoder.png(surface: $0) }
    }

    /// The same image through Cairo's own PNG writer: the baseline `make bench` compares
    /// against, and a second encoder for tests to check the first.
    package func pngThroughCairo(_ list: DisplayList, scale: Double) throws -> Data {
        try withPainted(list, scale: scale) { try Self.cairoPNG(surface: $0) }
    }

    /// A surface through Cairo's PNG writer (libpng, zlib level 6, adaptive filters).
    package static func cairoPNG(surface: OpaquePointer) throws -> Data {
        let stream = CairoStream()
        let status = stream.withClosure { cairo_surface_write_to_png_stream(surface, CairoStream.write, $0) }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(
                operation: "cairo_surface_write_to_png_stream",
                reason: String(cString: cairo_status_to_string(status)))
        }
        return stream.data
    }

    /// The pixels of `list` at `scale` pixels per point, for tests and comparisons.
    public func bitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        try withPainted(list, scale: scale) { try Bitmap(surface: $0, source: "the render") }
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

    /// Runs `body` with an ARGB32 surface holding `list` painted at `scale`; the surface
    /// lives until `body` returns. Package access so the benchmark can time paint and encode apart.
    package func withPainted<Result>(
        _ list: DisplayList, scale: Double, _ body: (OpaquePointer) throws -> Result
    ) throws -> Result {
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

    /// Paints `list` on `surface` at `scale`, moved up by `movedUp` pixels (a band of a
    /// larger image, `BandedImage`).
    package func paint(_ list: DisplayList, on surface: OpaquePointer, scale: Double, movedUp: Double = 0) throws {
        guard let cr = cairo_create(surface) else {
            throw VignetteError.backend(operation: "cairo_create", reason: "no context")
        }
        defer { cairo_destroy(cr) }
        if movedUp != 0 { cairo_translate(cr, 0, -movedUp) }
        cairo_scale(cr, scale, scale)
        try painter.paint(list, on: cr)
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
