import CCairo
import Foundation
import Vignette

/// Drop shadows. Cairo has no blur: the items are recorded, their silhouette rasterised
/// into an 8-bit alpha image in device space (oversampled to at least 3 pixels a point,
/// so an SVG gets a sharp enough embedded image), blurred by `AlphaBlur` and painted
/// through as a mask of the shadow colour.
extension CairoPainter {
    func paintShadow(_ shadow: DisplayShadow, of items: [DisplayItem], on cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = max(abs(m.xx), 0.0001)
        let k = max(1, (3 / scale).rounded(.up))  // oversampling for low-resolution targets
        // Bounded by the clip in device space: an unbounded recording gave nested shadows a
        // 32,767-pixel-square silhouette each (1 GiB, minutes of blurring; found by the
        // property tests, Tests/VignetteReliabilityTests).
        var bx1 = 0.0, by1 = 0.0, bx2 = 0.0, by2 = 0.0
        cairo_clip_extents(cr, &bx1, &by1, &bx2, &by2)
        cairo_user_to_device(cr, &bx1, &by1)
        cairo_user_to_device(cr, &bx2, &by2)
        var bounds = cairo_rectangle_t(
            x: min(bx1, bx2).rounded(.down), y: min(by1, by2).rounded(.down),
            width: (max(bx1, bx2) - min(bx1, bx2)).rounded(.up) + 1,
            height: (max(by1, by2) - min(by1, by2)).rounded(.up) + 1)
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds) else { return }
        defer { cairo_surface_destroy(recording) }
        guard let recorder = cairo_create(recording) else { return }
        cairo_set_matrix(recorder, &m)  // the recording is in the target's device space
        paint(items, on: recorder)
        cairo_destroy(recorder)

        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &w, &h)
        guard w > 0, h > 0 else { return }
        let sigma = Double(shadow.radius) * scale * k
        let pad = (3 * sigma).rounded(.up) + 2
        let dx = Double(shadow.offset.width) * scale, dy = Double(shadow.offset.height) * scale
        // The blurred silhouette's box in device pixels, cut to what the clip lets through.
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        cairo_user_to_device(cr, &cx1, &cy1)
        cairo_user_to_device(cr, &cx2, &cy2)
        let left = max((x + dx).rounded(.down) - pad / k, min(cx1, cx2).rounded(.down))
        let top = max((y + dy).rounded(.down) - pad / k, min(cy1, cy2).rounded(.down))
        let right = min((x + w + dx).rounded(.up) + pad / k, max(cx1, cx2).rounded(.up))
        let bottom = min((y + h + dy).rounded(.up) + pad / k, max(cy1, cy2).rounded(.up))
        // Nothing to draw when the shadow lies wholly outside the clip (a shadow offset by
        // 1e300 made these negative and the Int32 conversion trap; found by the property tests).
        guard right > left, bottom > top else { return }
        let width = Int32(min((right - left) * k, 32_767)), height = Int32(min((bottom - top) * k, 32_767))
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else {
            return
        }
        defer { cairo_surface_destroy(image) }
        guard let silhouette = cairo_create(image) else { return }
        cairo_scale(silhouette, k, k)
        cairo_set_source_surface(silhouette, recording, dx - left, dy - top)
        cairo_paint(silhouette)
        cairo_destroy(silhouette)

        cairo_surface_flush(image)
        if let data = cairo_image_surface_get_data(image) {
            AlphaBlur.blur(
                data, width: Int(width), height: Int(height),
                stride: Int(cairo_image_surface_get_stride(image)), sigma: sigma)
        }
        cairo_surface_mark_dirty(image)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, left, top)
        cairo_scale(cr, 1 / k, 1 / k)
        setSource(shadow.color, on: cr)
        cairo_mask_surface(cr, image, 0, 0)
        cairo_restore(cr)
    }
}
