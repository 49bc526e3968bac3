import CCairo
import Foundation
import Vignette

/// Paints display lists straight into `Bitmap`s, for snapshot comparisons.
///
/// The same painting as `CairoRenderer.bitmap`, with the pixel conversion of
/// `Bitmap(surface:)`, which works on buffer pointers: snapshot suites run as debug
/// builds, where that conversion decides how long verifying a folder of references takes.
/// Not thread-safe, like the Pango session it holds.
package final class BitmapRenderer {
    private let painter: CairoPainter

    package init(fonts: FontLibrary) throws {
        painter = CairoPainter(session: try PangoSession(library: fonts))
    }

    /// The pixels of `list` at `scale` pixels per point, on a transparent background.
    package func bitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        let width = CairoRenderer.pixels(list.size.width, scale: scale)
        let height = CairoRenderer.pixels(list.size.height, scale: scale)
        guard scale.isFinite, scale > 0, (1...32_767).contains(width), (1...32_767).contains(height) else {
            throw VignetteError.invalidValue(name: "canvas", value: "\(list.size.width)×\(list.size.height) pt at @\(scale)x",
                                             expected: "a positive size and scale, at most 32767 pixels a side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw VignetteError.backend(operation: "cairo_image_surface_create", reason: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else {
            throw VignetteError.backend(operation: "cairo_create", reason: "no context")
        }
        cairo_scale(cr, scale, scale)
        painter.paint(list, on: cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(operation: "painting", reason: String(cString: cairo_status_to_string(status)))
        }
        return try Bitmap(surface: surface, source: "the render")
    }
}
