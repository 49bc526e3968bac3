import CCairo
import Foundation
import Vignette

/// How a `Typeface` becomes a Pango font description and attributes: the one mapping the
/// text engine measures with and the renderer draws with.
///
/// Inter stands in for SF Pro, switching to its Display cut at 20 pt as SF Pro switches
/// from Text to Display; rounded has no font of its own and uses Inter; monospaced uses
/// DejaVu Sans Mono and serif DejaVu Serif. Chinese, Japanese and Korean fall back to
/// Noto Sans CJK SC, Arabic and Hebrew to Noto Sans Arabic and Hebrew, and emoji to Noto
/// Color Emoji. A family of your own (`Font.custom`) comes first, before the system font.
package enum PangoFontMapping {
    static let fallbacks = "Noto Sans CJK SC, Noto Sans Arabic, Noto Sans Hebrew, Noto Color Emoji"

    /// The families to try, in order, as a Pango family list.
    package static func families(for font: Typeface) -> String {
        let primary = switch font.design {
        case .default, .rounded: font.size >= 20 ? "Inter Display" : "Inter"
        case .monospaced: "DejaVu Sans Mono"
        case .serif: "DejaVu Serif"
        }
        let system = primary + ", " + fallbacks
        guard let family = font.family else { return system }
        // Commas separate Pango's list; a name holding one cannot be asked for.
        return family.replacingOccurrences(of: ",", with: " ") + ", " + system
    }

    /// A new font description; free it with `pango_font_description_free`.
    /// `families` replaces the family list (tests use it to ask for fonts outside the set).
    package static func makeDescription(for font: Typeface, families: String? = nil) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families ?? self.families(for: font))
        // Absolute size is in device units, which are points at 72 dpi.
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// New attributes for the whole text; release them with `pango_attr_list_unref`.
    package static func makeAttributes(for font: Typeface) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // iOS breaks long words without adding a hyphen; Pango would add one.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        if font.usesMonospacedDigits {
            pango_attr_list_insert(list, pango_attr_font_features_new("tnum"))
        }
        return list
    }
}
