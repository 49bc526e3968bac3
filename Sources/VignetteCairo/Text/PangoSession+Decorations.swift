import CCairo
import Foundation
import Vignette

/// Where a font puts its strikethrough and underline: each line's top (points above the baseline;
/// negative below it) and thickness, from the font's own tables (OS/2 and `post`).
package struct DecorationMetrics: Sendable {
    /// The strikethrough's top, above the baseline, and its thickness.
    package var strikethrough: (top: CGFloat, thickness: CGFloat)
    /// The underline's top, above the baseline (negative: below), and its thickness.
    package var underline: (top: CGFloat, thickness: CGFloat)

}

extension PangoSession {
    /// The decoration lines of `font` as the painter draws them.
    ///
    /// Read from a context of its own, whose matrix is the identity: Pango 1.50 reports these
    /// positions divided by the scale of a transformed context (a strikethrough 12 pt above the
    /// baseline at 1× came out 6 pt at 2× and 4 pt at 3×), so the painter does not let Pango draw them.
    package func decorationMetrics(for font: Typeface) -> DecorationMetrics {
        let context = pango_font_map_create_context(fontMap)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = PangoFontMapping.makeDescription(for: resolved(font), system: systemFonts)
        defer { pango_font_description_free(description) }
        guard let metrics = pango_context_get_metrics(context, description, nil) else {
            // No metrics: lines at the usual proportions of a font's em.
            return DecorationMetrics(
                strikethrough: (font.size * 0.3, font.size * 0.07), underline: (-font.size * 0.1, font.size * 0.07))
        }
        defer { pango_font_metrics_unref(metrics) }
        func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
        return DecorationMetrics(
            strikethrough: (
                points(pango_font_metrics_get_strikethrough_position(metrics)),
                points(pango_font_metrics_get_strikethrough_thickness(metrics))
            ),
            underline: (
                points(pango_font_metrics_get_underline_position(metrics)),
                points(pango_font_metrics_get_underline_thickness(metrics))
            ))
    }
}
