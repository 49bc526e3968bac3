import CCairo
import Foundation
import Vignette

/// Strikethroughs and underlines (`strikethrough`, `underline`): rectangles at the span's font's
/// strikethrough and underline positions and thickness, across the span's stretch of the line, in
/// the line's colour or the span's. The painter draws them rather than Pango, whose positions are
/// wrong under a scaled context (`PangoSession.decorationMetrics(for:)`). Every pattern is solid.
extension CairoPainter {
    /// The lines of `run`'s decorated spans, in user space, each with its colour.
    func decorationLines(of run: TextRun, line: UnsafeMutablePointer<PangoLayoutLine>) -> [(CGRect, RGBA)] {
        var out: [(CGRect, RGBA)] = []
        for span in run.spans where span.isDecorated && !span.range.isEmpty {
            let metrics = session.decorationMetrics(for: span.font)
            // The span's stretches of the line (more than one when bidirectional text splits it).
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(
                line, Int32(span.range.lowerBound), Int32(span.range.upperBound), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            for index in 0..<Int(count) {
                let left = run.origin.x + CGFloat(ranges[2 * index]) / CGFloat(PANGO_SCALE)
                let right = run.origin.x + CGFloat(ranges[2 * index + 1]) / CGFloat(PANGO_SCALE)
                guard right > left else { continue }
                func rect(_ top: CGFloat, _ thickness: CGFloat) -> CGRect {
                    CGRect(x: left, y: run.origin.y - top, width: right - left, height: max(thickness, 0.1))
                }
                if let strike = span.strikethrough {
                    out.append(
                        (rect(metrics.strikethrough.top, metrics.strikethrough.thickness), strike.color ?? span.color))
                }
                if let under = span.underline {
                    out.append((rect(metrics.underline.top, metrics.underline.thickness), under.color ?? span.color))
                }
            }
        }
        return out
    }

    /// Adds `lines` to the current path (the 1× outline path, filled in the run's one colour).
    func appendToPath(_ lines: [(CGRect, RGBA)], on cr: OpaquePointer) {
        for (rect, _) in lines {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
    }

    /// Fills `lines`, each in its colour.
    func fill(_ lines: [(CGRect, RGBA)], on cr: OpaquePointer) {
        for (rect, color) in lines {
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            setSource(color, on: cr)
            cairo_fill(cr)
        }
    }
}
