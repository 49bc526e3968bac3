import CCairo
import Foundation
import Vignette

/// Paints a `DisplayList` onto a Cairo context whose user space is in points.
///
/// One drawing function per display item; a group is clipped first, then painted into
/// an offscreen group and composited with its opacity, so overlapping items fade as one.
package struct CairoPainter {
    let session: PangoSession
    /// SF Symbols templates by symbol name, drawn instead of the icon font (`--symbols`).
    var templates: [String: SymbolTemplate] = [:]
    /// JPEG pictures, decoded before each list is painted (`JPEGSurfaces.prepare`).
    let jpegs = JPEGSurfaces()

    /// Paints `list`; throws before drawing anything when one of its JPEGs does not decode.
    package func paint(_ list: DisplayList, on cr: OpaquePointer) throws {
        try jpegs.prepare(list)
        _ = session.refreshFonts()
        // Text shapes in user space; Pango needs the current matrix and surface options.
        pango_cairo_update_context(cr, session.context)
        paint(list.items, on: cr)
    }

    func paint(_ items: [DisplayItem], on cr: OpaquePointer) {
        for item in items {
            switch item {
            case .fill(let path, let paint): fill(path, paint, on: cr)
            case .stroke(let path, let style, let paint): stroke(path, style, paint, on: cr)
            case .text(let run): draw(run, on: cr)
            case .symbol(let run): draw(run, on: cr)
            case .image(let image): draw(image, on: cr)
            case .group(let group): paint(group, on: cr)
            }
        }
    }

    private func fill(_ path: Path, _ paint: ResolvedPaint, on cr: OpaquePointer) {
        trace(path, on: cr)
        setSource(paint, covering: pathExtents(cr), on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    private func draw(_ run: TextRun, on cr: OpaquePointer) {
        func show(_ layout: OpaquePointer) {
            guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
            setSource(run.color, on: cr)
            let lines = run.spans.contains(where: \.isDecorated) ? decorationLines(of: run, line: line) : []
            // A layout line is drawn with its baseline at the current point, its left
            // edge there whatever its direction (an Arabic line too).
            if run.isOneColor && cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
                && GlyphPositionRule.outlines(atPixelsPerPoint: pixelsPerPoint(cr))
                && !GlyphPositionRule.mayHoldColorGlyphs(run.text)
            {
                // One colour, in pixels under 2×: the outlines at their exact positions, filled, with
                // any decoration lines. (SVG and PDF keep their glyphs.)
                cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y))
                pango_cairo_layout_line_path(cr, line)
                appendToPath(lines, on: cr)
                cairo_fill(cr)
            } else {
                cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y))
                pango_cairo_show_layout_line(cr, line)
                fill(lines, on: cr)
            }
            cairo_new_path(cr)
            drawInlineSymbols(of: run, line: line, on: cr)
        }
        if run.spans.isEmpty && run.tracking == 0 {
            session.withLayout(run.text, font: run.font, show)
        } else {
            // Styled runs carry their colours as Pango attributes.
            session.withLayout(run.content, colors: !run.spans.isEmpty, show)
        }
    }

    /// Device pixels per point along the context's x axis (its whole transform).
    private func pixelsPerPoint(_ cr: OpaquePointer) -> Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return hypot(dx, dy)
    }

    private func paint(_ group: DisplayGroup, on cr: OpaquePointer) {
        guard group.opacity > 0 else { return }
        // A map that flattens the plane (a scale of 0) draws nothing, and Cairo would put the
        // whole context in an error state if given one.
        if let map = group.transform, !(map.a * map.d - map.b * map.c).isNormal { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let map = group.transform {
            var matrix = cairo_matrix_t(
                xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d),
                x0: Double(map.tx), y0: Double(map.ty))
            cairo_transform(cr, &matrix)
            // Stacked scale effects can blow a glyph up past what FreeType draws, or shrink it below
            // what it can (it then fails the whole context): content magnified beyond any canvas,
            // or text squashed under half a pixel, is left out.
            var total = cairo_matrix_t()
            cairo_get_matrix(cr, &total)
            let axes = (hypot(total.xx, total.yx), hypot(total.xy, total.yy))
            let glyph = Double(Self.largestGlyph(in: group.items))
            guard max(axes.0, axes.1) <= Self.largestMagnification,
                max(axes.0, axes.1) * glyph <= Self.largestGlyphPixels,
                min(axes.0, axes.1) >= 1e-6, glyph == 0 || min(axes.0, axes.1) * glyph >= 0.5
            else { return }
        }
        if let clip = group.clip {
            trace(clip, on: cr)
            cairo_clip(cr)
        }
        if group.blendMode != .normal {
            paintBlended(group, on: cr)
            return
        }
        if let mask = group.mask {
            paintMasked(group, by: mask, on: cr)
            return
        }
        if let filter = group.filter {
            paintFiltered(group.items, filter, opacity: group.opacity, on: cr)
            return
        }
        guard group.opacity < 1 else {
            paintContent(group, on: cr)
            return
        }
        cairo_push_group(cr)
        paintContent(group, on: cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, group.opacity)
    }

    /// Device pixels per point past which a transformed group is not drawn (100× at 3×).
    static let largestMagnification = 300.0
    /// The largest glyph, in device pixels, a transformed group may draw: FreeType fails on
    /// much larger ones (seen with stacked scale effects on large text).
    static let largestGlyphPixels = 20_000.0

    /// The largest font or symbol size among `items`, in points.
    static func largestGlyph(in items: [DisplayItem]) -> CGFloat {
        items.reduce(0) { largest, item in
            switch item {
            case .text(let run): max(largest, run.font.size, run.spans.map(\.font.size).max() ?? 0)
            case .symbol(let run): max(largest, run.frame.height)
            case .group(let group): max(largest, largestGlyph(in: group.items))
            case .fill, .stroke, .image: largest
            }
        }
    }

    /// The group's content shown by the alpha of `mask`'s items (SwiftUI's `mask`).
    private func paintMasked(_ group: DisplayGroup, by mask: [DisplayItem], on cr: OpaquePointer) {
        cairo_push_group(cr)
        paintContent(group, on: cr)
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        paint(mask, on: cr)
        guard let cover = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(cover) }
        cairo_set_source(cr, content)
        if group.opacity < 1 {
            cairo_push_group(cr)
            cairo_mask(cr, cover)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        } else {
            cairo_mask(cr, cover)
        }
    }

    func trace(_ path: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    func setSource(_ color: RGBA, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}

extension TextRun {
    /// Whether everything the run draws is in its colour: no styled runs, or one span whose
    /// decoration lines (if any) take its colour, so glyphs and lines fill as one path.
    fileprivate var isOneColor: Bool {
        guard let span = spans.first else { return true }
        return spans.count == 1 && span.symbol == nil && span.color == color
            && (span.strikethrough?.color ?? color) == color && (span.underline?.color ?? color) == color
    }
}

/// How `CairoPainter` draws a text run's glyphs: as outlines at their exact positions, or as
/// Cairo's glyph masks (Docs/Fonts.md, "Glyph positions").
package enum GlyphPositionRule {
    /// Whether text is drawn as filled glyph outlines rather than Cairo's glyph masks at a
    /// context of `scale` device pixels per point: below 2×. Cairo 1.16's image compositor puts
    /// each glyph mask at the nearest whole pixel, up to half a point off at 1×, where iOS draws
    /// glyphs at their fractional positions; from 2× the masks scored at least as well against
    /// iOS's renders (Docs/Fonts.md, "Glyph positions").
    package static func outlines(atPixelsPerPoint scale: Double) -> Bool { scale < 2 }

    /// Whether `text` may be drawn from a colour font (emoji), whose bitmaps have no outline:
    /// such runs keep Cairo's glyph masks.
    package static func mayHoldColorGlyphs(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}
