import CCairo
import Foundation
import Vignette

/// Colour filters (rendering modes) and blurs need the group's pixels, which a vector target
/// does not have: the group is painted into an offscreen image, recoloured, and
/// composited back. On SVG that embeds a raster, at 3 pixels per point at least.
extension CairoPainter {
    func paintFiltered(_ items: [DisplayItem], _ filter: ColorFilter, opacity: Double, on cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // The clip's extents, in device pixels, bound what the group can touch.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_user_to_device(cr, &x1, &y1)
        cairo_user_to_device(cr, &x2, &y2)
        let left = floor(min(x1, x2)), top = floor(min(y1, y2))
        let k = max(1, 3 / max(m.xx, 0.0001))  // oversampling for low-resolution targets
        let width = Int32(min(ceil((max(x1, x2) - left) * k), 32_767)),
            height = Int32(min(ceil((max(y1, y2) - top) * k), 32_767))
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return
        }
        defer { cairo_surface_destroy(image) }
        guard let offscreen = cairo_create(image) else { return }
        cairo_scale(offscreen, k, k)
        cairo_translate(offscreen, -left, -top)
        cairo_transform(offscreen, &m)
        pango_cairo_update_context(offscreen, session.context)
        paint(items, on: offscreen)
        cairo_destroy(offscreen)
        pango_cairo_update_context(cr, session.context)

        cairo_surface_flush(image)
        if case .blur(let radius) = filter {
            // The radius is a standard deviation in points; the image has m.xx · k pixels a point.
            if let data = cairo_image_surface_get_data(image) {
                AlphaBlur.blurChannels(
                    data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(image)),
                    sigma: radius * abs(m.xx) * k)
            }
        } else {
            Self.recolor(image, filter)
        }
        cairo_surface_mark_dirty(image)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, left, top)
        cairo_scale(cr, 1 / k, 1 / k)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// Rewrites premultiplied ARGB32 pixels in place.
    static func recolor(_ image: OpaquePointer, _ filter: ColorFilter) {
        guard let data = cairo_image_surface_get_data(image) else { return }
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                row[x] = recolor(row[x], filter)
            }
        }
    }

    static func recolor(_ pixel: UInt32, _ filter: ColorFilter) -> UInt32 {
        let a = Double(pixel >> 24) / 255
        let color: RGBA, alpha: Double
        switch filter {
        case .solid(let c):
            (color, alpha) = (c, a * c.alpha)
        case .luminance(let c):
            // Straight colour, then Rec. 709 luma of the sRGB values: bright content stays prominent.
            let r = Double((pixel >> 16) & 0xFF) / 255 / a, g = Double((pixel >> 8) & 0xFF) / 255 / a
            let b = Double(pixel & 0xFF) / 255 / a
            let luma = min(1, 0.2126 * r + 0.7152 * g + 0.0722 * b)
            (color, alpha) = (c, a * luma * c.alpha)
        case .blur:
            return pixel  // painted by AlphaBlur.blurChannels, not per pixel
        case .matrix(let m):
            let straight = RGBA(
                red: Double((pixel >> 16) & 0xFF) / 255 / a, green: Double((pixel >> 8) & 0xFF) / 255 / a,
                blue: Double(pixel & 0xFF) / 255 / a, alpha: a)
            let out = m.apply(straight)
            (color, alpha) = (RGBA(red: out.red, green: out.green, blue: out.blue), out.alpha)
        }
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
            | byte(color.blue * alpha)
    }
}
