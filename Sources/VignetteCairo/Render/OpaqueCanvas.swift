import CCairo
import Foundation
import Vignette
import VignettePNG

/// An opaque picture painted from display lists placed at any offset and scale: the
/// backend of composed images (App Store screenshots, their contact sheet).
///
/// Two things set it apart from `CairoRenderer`:
/// - The surface is `CAIRO_FORMAT_RGB24`, so the PNG Cairo writes is colour type 2 (RGB,
///   no alpha channel): App Store Connect rejects screenshots with an alpha channel.
/// - `placing(at:scale:clip:_:)` changes Cairo's matrix around what is painted inside it,
///   so a pasted widget scales as a transform would. Scaling the display list instead
///   would scale font sizes, and a 13 pt run doubled to 26 pt would switch from Inter to
///   Inter Display (the cut changes at 20 pt) and no longer fit the width it was laid out in.
///
/// Not thread-safe, like the Pango session it holds.
public final class OpaqueCanvas {
    /// The canvas size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Double
    private let painter: CairoPainter
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    /// A canvas of `size` points at `scale` pixels per point, filled with `background`
    /// (its alpha is ignored: the canvas is opaque); `symbols` are drawn in place of the icon font.
    public init(
        size: CGSize, scale: Double, background: RGBA, fonts: FontLibrary,
        symbols: [String: SymbolTemplate] = [:]
    ) throws {
        let width = CairoRenderer.pixels(size.width, scale: scale)
        let height = CairoRenderer.pixels(size.height, scale: scale)
        guard scale.isFinite, scale > 0, (1...32_767).contains(width), (1...32_767).contains(height) else {
            throw VignetteError.invalidValue(
                name: "canvas", value: "\(size.width)×\(size.height) pt at @\(scale)x",
                expected: "a positive size and scale, at most 32767 pixels a side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw VignetteError.backend(operation: "cairo_image_surface_create", reason: "no surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw VignetteError.backend(
                operation: "cairo_image_surface_create \(width)×\(height)", reason: "no context")
        }
        self.size = size
        self.scale = scale
        self.surface = surface
        self.cr = cr
        var painter = CairoPainter(session: try PangoSession(library: fonts))
        painter.templates = symbols
        self.painter = painter
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, background.red, background.green, background.blue)
        cairo_paint(cr)
        // Text shapes in user space; Pango needs the surface options once.
        _ = painter.session.refreshFonts()
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Paints `items` (in points, in the current placement) over what is there; throws, drawing
    /// nothing, when one of their JPEGs does not decode.
    public func draw(_ items: [DisplayItem]) throws {
        try painter.jpegs.prepare(DisplayList(size: .zero, items: items))
        pango_cairo_update_context(cr, painter.session.context)
        painter.paint(items, on: cr)
    }

    /// Runs `body` with the origin moved to `origin` and points scaled by `scale`, clipped
    /// to `clip` (a path in the coordinates outside this placement) when given.
    /// Placements nest: an inner one is relative to the outer.
    public func placing(at origin: CGPoint, scale: CGFloat, clip: Path? = nil, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip {
            painter.trace(clip, on: cr)
            cairo_clip(cr)
        }
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        cairo_scale(cr, Double(scale), Double(scale))
        try body()
    }

    /// The picture as an RGB PNG (colour type 2, 8 bits a channel, no alpha), through the
    /// fast encoder (`PNGEncoder`), which writes RGB24 surfaces as RGB.
    public func png() throws -> Data {
        try checkStatus()
        return try PNGEncoder.png(surface: surface)
    }

    /// The pixels painted so far (alpha always 255), for tests.
    public func bitmap() throws -> Bitmap {
        try checkStatus()
        return try Bitmap(surface: surface, source: "the canvas")
    }

    private func checkStatus() throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(operation: "painting", reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
