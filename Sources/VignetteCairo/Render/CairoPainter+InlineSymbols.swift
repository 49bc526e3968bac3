import CCairo
import Foundation
import Vignette

/// Symbols set inside text: Pango leaves each one's box empty (a shape attribute), and the symbol
/// is drawn there as a symbol beside text is, from its template or the icon font (Docs/Symbols.md).
extension CairoPainter {
    func drawInlineSymbols(of run: TextRun, line: UnsafeMutablePointer<PangoLayoutLine>, on cr: OpaquePointer) {
        for span in run.spans {
            guard let symbol = span.symbol else { continue }
            // The span's two edges; right to left its leading edge is the right one.
            var leading: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(span.range.lowerBound), 0, &leading)
            pango_layout_line_index_to_x(line, Int32(span.range.lowerBound), 1, &trailing)
            let left = CGFloat(min(leading, trailing)) / CGFloat(PANGO_SCALE)
            draw(symbol.placed(x: run.origin.x + left, baselineY: run.origin.y, color: span.color), on: cr)
        }
    }
}
