import CCairo
import CRsvg
import Foundation
import Vignette

/// Pictures and symbols. A picture is stretched to its frame (layout already kept its
/// proportions for fit and fill); a file that cannot be decoded draws nothing, as
/// `Node.checkResources()` reported it before the render.
extension CairoPainter {
    func draw(_ image: ImageItem, on cr: OpaquePointer) {
        guard image.frame.width > 0, image.frame.height > 0, let info = try? PictureInfo(path: image.path),
              info.size.width > 0, info.size.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, image.frame.minX, image.frame.minY, image.frame.width, image.frame.height)
        cairo_clip(cr)
        cairo_translate(cr, image.frame.minX, image.frame.minY)
        // The picture's natural size in points maps onto its frame.
        cairo_scale(cr, image.frame.width / info.size.width, image.frame.height / info.size.height)
        switch info.format {
        case .png: drawPNG(image.path, size: info.size, on: cr)
        case .svg: drawSVG(image.path, size: info.size, on: cr)
        }
    }

    private func drawPNG(_ path: String, size: CGSize, on cr: OpaquePointer) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let pixels = CGSize(width: Double(cairo_image_surface_get_width(surface)),
                            height: Double(cairo_image_surface_get_height(surface)))
        // Pixels to points (an @2x file has two pixels a point).
        cairo_scale(cr, size.width / pixels.width, size.height / pixels.height)
        cairo_set_source_surface(cr, surface, 0, 0)
        // Padding the edges keeps a scaled picture's border from fading into transparency.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, pixels.width, pixels.height)
        cairo_fill(cr)
    }

    private func drawSVG(_ path: String, size: CGSize, on cr: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0, let error {
            g_error_free(error)
        }
    }

    /// A symbol's glyph in its icon font alone (no fallback), its ink centred in the frame.
    func draw(_ run: SymbolRun, on cr: OpaquePointer) {
        let face = Typeface(size: run.frame.height)
        session.withLayout(run.glyph.character, font: face, families: run.glyph.font) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let unit = Double(PANGO_SCALE)
            let inkMidX = (Double(ink.x) + Double(ink.width) / 2) / unit
            let inkMidY = (Double(ink.y) + Double(ink.height) / 2) / unit
            setSource(run.color, on: cr)
            cairo_move_to(cr, run.frame.midX - inkMidX, run.frame.midY - inkMidY)
            pango_cairo_show_layout(cr, layout)
            cairo_new_path(cr)
        }
    }
}
