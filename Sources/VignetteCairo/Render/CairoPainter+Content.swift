import CCairo
import Foundation
import Vignette

/// What a group paints inside its clip and opacity: its shadow first, then its items,
/// either as they are or as a mask for the group's paint (gradient text).
extension CairoPainter {
    func paintContent(_ group: DisplayGroup, on cr: OpaquePointer) {
        if let shadow = group.shadow {
            paintShadow(shadow, of: group.items, on: cr)
        }
        guard let fill = group.fill else {
            paint(group.items, on: cr)
            return
        }
        cairo_push_group(cr)
        paint(group.items, on: cr)
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        setSource(fill, covering: clipExtents(cr), on: cr)
        cairo_mask(cr, mask)
    }

    func stroke(_ path: Path, _ style: StrokeStyle, _ paint: ResolvedPaint, on cr: OpaquePointer) {
        trace(path, on: cr)
        cairo_set_line_width(cr, Double(style.lineWidth))
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        // Cairo rejects a pattern of only zeros or a negative length; both mean a solid line.
        let dashes = style.dash.map { Double($0) }
        if dashes.contains(where: { $0 > 0 }), dashes.allSatisfy({ $0 >= 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        setSource(paint, covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), on: cr)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// The current path's extents in user space.
    func pathExtents(_ cr: OpaquePointer) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func clipExtents(_ cr: OpaquePointer) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
