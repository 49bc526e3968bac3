import CCairo
import Foundation
import Vignette

extension PangoTextEngine {
    /// Whether `family` alone draws every character of `text` (no fallback, no missing
    /// glyph): how tests prove each symbol's code point is in its icon font.
    package func covers(_ text: String, family: String) -> Bool {
        session.withLayout(text, font: Typeface(size: 24), families: family) { layout in
            pango_layout_get_unknown_glyphs_count(layout) == 0
        } && session.familiesUsed(for: text, font: Typeface(size: 24), families: family) == [family]
    }
}
