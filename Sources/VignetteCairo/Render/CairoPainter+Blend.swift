import CCairo
import Vignette

extension CairoPainter {
    /// The group painted offscreen as it would be with `.normal`, then composited onto the canvas with
    /// its blend mode's Cairo operator (the same for PNG and SVG: Cairo's SVG surface writes the operators
    /// as blend filters).
    func paintBlended(_ group: DisplayGroup, on cr: OpaquePointer) {
        var plain = group
        plain.blendMode = .normal
        plain.clip = nil
        plain.transform = nil
        cairo_push_group(cr)
        paint([.group(plain)], on: cr)
        guard let layer = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(layer) }
        if group.blendMode == .plusDarker, Self.linearBurn(layer, onto: cairo_get_group_target(cr)) { return }
        cairo_set_source(cr, layer)
        cairo_set_operator(cr, Self.cairoOperator(group.blendMode))
        cairo_paint(cr)
    }

    /// Apple's `plusDarker`, `max(0, S + D − 1)` (linear burn), computed pixel by pixel into `target` when
    /// the layer and the target are both bitmaps (PNG and raw pixels); false otherwise (SVG), where
    /// `cairoOperator` gives `multiply` instead. Premultiplied: `co = cs(1 − ab) + cb(1 − as) + max(0,
    /// as·cb + ab·cs − as·ab)`, `ao = as + ab − as·ab`, the W3C compositing formula with linear burn's B.
    static func linearBurn(_ layer: OpaquePointer, onto target: OpaquePointer?) -> Bool {
        var source: OpaquePointer?
        guard let target, cairo_pattern_get_surface(layer, &source) == CAIRO_STATUS_SUCCESS, let source,
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return false }
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let s = cairo_image_surface_get_data(source), let d = cairo_image_surface_get_data(target) else {
            return false
        }
        // Both surfaces are in the same device space; a device offset is added to device coordinates.
        var (sx, sy, tx, ty) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_offset(source, &sx, &sy)
        cairo_surface_get_device_offset(target, &tx, &ty)
        let dx = Int((tx - sx).rounded()), dy = Int((ty - sy).rounded())
        let (sw, sh) = (Int(cairo_image_surface_get_width(source)), Int(cairo_image_surface_get_height(source)))
        let (tw, th) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
        let (ss, ts) = (Int(cairo_image_surface_get_stride(source)), Int(cairo_image_surface_get_stride(target)))
        for y in 0..<sh where (0..<th).contains(y + dy) {
            let from = UnsafeMutableRawPointer(s + y * ss).assumingMemoryBound(to: UInt32.self)
            let to = UnsafeMutableRawPointer(d + (y + dy) * ts).assumingMemoryBound(to: UInt32.self)
            for x in 0..<sw where from[x] != 0 && (0..<tw).contains(x + dx) {
                to[x + dx] = linearBurn(from[x], over: to[x + dx])
            }
        }
        cairo_surface_mark_dirty(target)
        return true
    }

    /// One premultiplied ARGB32 pixel `source` linear-burnt over `backdrop`.
    static func linearBurn(_ source: UInt32, over backdrop: UInt32) -> UInt32 {
        func channel(_ p: UInt32, _ shift: UInt32) -> Double { Double((p >> shift) & 0xFF) / 255 }
        let (sa, ba) = (channel(source, 24), channel(backdrop, 24))
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        var out = byte(sa + ba - sa * ba) << 24
        for shift: UInt32 in [16, 8, 0] {
            let (cs, cb) = (channel(source, shift), channel(backdrop, shift))
            out |= byte(cs * (1 - ba) + cb * (1 - sa) + max(0, sa * cb + ba * cs - sa * ba)) << shift
        }
        return out
    }

    /// Cairo's operator for `mode` (Docs/SwiftUI/BlendModes.md lists them).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        // Cairo has no linear burn: bitmaps compute it (linearBurn); vector output draws multiply.
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
