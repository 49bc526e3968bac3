import CCairo
import Foundation
import Vignette
import VignettePNG

/// Paints display lists straight into `Bitmap`s, for snapshot comparisons.
///
/// The same painting as `CairoRenderer.bitmap`, with the pixel conversion of
/// `Bitmap(surface:)`, which works on buffer pointers: snapshot suites run as debug
/// builds, where that conversion decides how long verifying a folder of references takes.
/// Not thread-safe, like the Pango session it holds.
package final class BitmapRenderer {
    private var painter: CairoPainter

    /// SF Symbols templates by symbol name, drawn in place of the icon font (Docs/Symbols.md).
    package var symbolTemplates: [String: SymbolTemplate] {
        get { painter.templates }
        set { painter.templates = newValue }
    }

    package init(fonts: FontLibrary) throws {
        painter = CairoPainter(session: try PangoSession(library: fonts))
    }

    /// The pixels of `list` at `scale` pixels per point, on a transparent background.
    package func bitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        try paint(list, scale: scale).bitmap()
    }

    /// `list` painted at `scale`, its pixels converted only when asked for.
    package func paint(_ list: DisplayList, scale: Double) throws -> PaintedImage {
        let width = CairoRenderer.pixels(list.size.width, scale: scale)
        let height = CairoRenderer.pixels(list.size.height, scale: scale)
        guard scale.isFinite, scale > 0, (1...32_767).contains(width), (1...32_767).contains(height) else {
            throw VignetteError.invalidValue(
                name: "canvas", value: "\(list.size.width)×\(list.size.height) pt at @\(scale)x",
                expected: "a positive size and scale, at most 32767 pixels a side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw VignetteError.backend(operation: "cairo_image_surface_create", reason: "no surface")
        }
        let image = PaintedImage(surface)
        guard let cr = cairo_create(surface) else {
            throw VignetteError.backend(operation: "cairo_create", reason: "no context")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        try painter.paint(list, on: cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(operation: "painting", reason: String(cString: cairo_status_to_string(status)))
        }
        return image
    }
}

/// A render as Cairo painted it. A matching snapshot needs only the checksum of its pixels,
/// which is worked out a row at a time through a small buffer, without building the whole
/// straight-alpha bitmap (1.1 MB for a small widget at @3x); the bitmap is made when a
/// comparison, a recording or an attachment needs it.
package final class PaintedImage {
    private let surface: OpaquePointer

    init(_ surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The straight-alpha pixels.
    package func bitmap() throws -> Bitmap {
        try Bitmap(surface: surface, source: "the render")
    }

    /// `bitmap().pixelChecksum`, without the bitmap.
    package var pixelChecksum: String {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return "" }
        var stream = XXHash64.Stream(seed: Bitmap.checksumSeed(width, height))
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { row.deallocate() }
        for y in 0..<height {
            let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            PixelConversion.straightRGBA(from: words, into: row, count: width)
            stream.update(UnsafeRawBufferPointer(start: row, count: width * 4))
        }
        return XXHash64.hex(stream.digest())
    }
}
