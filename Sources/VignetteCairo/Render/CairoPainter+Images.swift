import CCairo
import CRsvg
import Foundation
import Vignette

/// Pictures and symbols. A picture is stretched to its frame (layout already kept its
/// proportions for fit and fill). It is decoded from the bytes the resolver read before
/// layout, so painting opens no file; PNG, SVG or PDF bytes that do not decode draw nothing, and a
/// JPEG that does not decode has already failed the render (`JPEGSurfaces`).
extension CairoPainter {
    func draw(_ image: ImageItem, on cr: OpaquePointer) {
        guard image.frame.width > 0, image.frame.height > 0, let picture = image.picture,
            picture.info.size.width > 0, picture.info.size.height > 0
        else { return }
        let info = picture.info
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, image.frame.minX, image.frame.minY, image.frame.width, image.frame.height)
        cairo_clip(cr)
        cairo_translate(cr, image.frame.minX, image.frame.minY)
        // The picture's natural size in points maps onto its frame.
        cairo_scale(cr, image.frame.width / info.size.width, image.frame.height / info.size.height)
        switch info.format {
        case .png: drawPNG(picture.bytes, size: info.size, on: cr)
        case .jpeg: drawJPEG(picture.bytes, info: info, on: cr)
        case .svg: drawSVG(picture.bytes, size: info.size, on: cr)
        case .pdf: drawPDF(picture.bytes, info: info, frame: image.frame.size, on: cr)
        }
    }

    private func drawPNG(_ bytes: Data, size: CGSize, on cr: OpaquePointer) {
        guard let surface = PNGBytesReader.surface(bytes) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        let pixels = CGSize(
            width: Double(cairo_image_surface_get_width(surface)),
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

    /// The decoded pixels turned upright by the EXIF orientation, as iOS shows them.
    private func drawJPEG(_ bytes: Data, info: PictureInfo, on cr: OpaquePointer) {
        guard let surface = jpegs.surface(for: bytes) else { return }
        let stored = (
            w: Double(cairo_image_surface_get_width(surface)), h: Double(cairo_image_surface_get_height(surface))
        )
        let upright = info.orientation.swapsSides ? (w: stored.h, h: stored.w) : stored
        cairo_scale(cr, info.size.width / upright.w, info.size.height / upright.h)
        var turn = info.orientation.matrix(width: stored.w, height: stored.h)
        cairo_transform(cr, &turn)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, stored.w, stored.h)
        cairo_fill(cr)
    }

    private func drawSVG(_ bytes: Data, size: CGSize, on cr: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        let made = bytes.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(raw.count), &error)
        }
        guard let handle = made else {
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
        if let template = templates[run.name] {
            template.draw(run, on: cr)
            return
        }
        // The glyph keeps the icon font's size (its em square) in a frame laid out like the SF
        // Symbol's, which has a baseline; a frame without one is that square.
        var em =
            run.baseline == nil || run.capHeight <= 0
            ? run.frame.height
            : run.capHeight * 2048 / 1443 * Symbol.emPerPoint * run.scale.factor
        if let target = run.inkWidth, target > 0 {
            // A drawing measured on iOS: the glyph is set at the size whose ink is the SF Symbol's width.
            var inkWidth = 0.0
            session.withLayout(run.glyph.character, font: Typeface(size: em), families: run.glyph.font) { layout in
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                inkWidth = Double(ink.width) / Double(PANGO_SCALE)
            }
            if inkWidth > 0 { em *= target / inkWidth }
        }
        let face = Typeface(size: em)
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

/// Feeds PNG bytes in memory to Cairo's PNG reader, which decodes them as it would the file.
private final class PNGBytesReader {
    private let bytes: Data
    private var offset = 0

    private init(_ bytes: Data) { self.bytes = bytes }

    /// The decoded image surface, or nil when Cairo cannot make one.
    static func surface(_ bytes: Data) -> OpaquePointer? {
        let reader = PNGBytesReader(bytes)
        return withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<PNGBytesReader>.fromOpaque(closure).takeUnretainedValue()
                    return reader.read(into: data, count: Int(length))
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
    }

    /// Copies the next `count` bytes; a read past the end is an error, as for a short file.
    private func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
        let start = bytes.startIndex + offset
        bytes.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
