import CCairo
import Foundation
import Vignette

/// How a `Typeface` becomes a Pango font description and attributes: the one mapping the
/// text engine measures with and the renderer draws with.
///
/// `SystemFonts` says which family serves the system font and each design: by default Inter
/// (its Display cut from 20 pt, as SF Pro switches from Text to Display), Quicksand for rounded,
/// DejaVu Sans Mono and DejaVu Serif; the user's SF files when given (`--system-font`). Chinese,
/// Japanese and Korean fall back to Noto Sans CJK SC, Arabic and Hebrew to Noto Sans Arabic and
/// Hebrew, and emoji to Noto Color Emoji. A family of your own (`Font.custom`) comes first, before
/// the system font. System-font runs get Apple's size-specific tracking (`SystemTracking`).
package enum PangoFontMapping {
    static let fallbacks = "Noto Sans CJK SC, Noto Sans Arabic, Noto Sans Hebrew, Noto Color Emoji"

    /// The families to try, in order, as a Pango family list.
    package static func families(for font: Typeface, system: SystemFonts = .standIns) -> String {
        let list = system.serving(font).family + ", " + fallbacks
        guard let family = font.family else { return list }
        // Commas separate Pango's list; a name holding one cannot be asked for.
        return family.replacingOccurrences(of: ",", with: " ") + ", " + list
    }

    /// A new font description; free it with `pango_font_description_free`.
    /// `families` replaces the family list (tests use it to ask for fonts outside the set).
    package static func makeDescription(
        for font: Typeface, system: SystemFonts = .standIns,
        families: String? = nil
    ) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families ?? self.families(for: font, system: system))
        // Absolute size is in device units, which are points at 72 dpi.
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.family == nil, families == nil, let opticalSize = system.serving(font).opticalSize {
            // The variable SF Pro: its optical size follows the point size, as on iOS.
            pango_font_description_set_variations(description, "opsz=\(Self.decimal(opticalSize))")
        }
        return description
    }

    /// New attributes for the whole text; release them with `pango_attr_list_unref`.
    package static func makeAttributes(
        for font: Typeface, text: String, system: SystemFonts = .standIns
    ) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // iOS breaks long words without adding a hyphen; Pango would add one.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        for attribute in attributes(for: font, tracking: 0, system: system) {
            pango_attr_list_insert(list, attribute)  // the list owns it now
        }
        if SystemTracking.points(for: font, system: system) != 0 {
            insertFallbackSpacing(0, over: 0..<text.utf8.count, of: text, into: list)
        }
        insertSpaceSpacing(for: font, tracking: 0, over: 0..<text.utf8.count, of: text, into: list, system: system)
        insertEllipsisSpacing(for: font, tracking: 0, over: 0..<text.utf8.count, of: text, into: list, system: system)
        insertFigureSpacing(for: font, tracking: 0, over: 0..<text.utf8.count, of: text, into: list, system: system)
        return list
    }

    /// Gives the three full stops that stand in for each ellipsis in `range` (`PangoSession`
    /// sets them in its place) the letter spacing of their run plus `SystemTracking.ellipsisSpacing`,
    /// so the dots sit at SF Pro Display's pitch with its gaps around them; nothing where the font's
    /// own ellipsis serves.
    package static func insertEllipsisSpacing(
        for font: Typeface, tracking: CGFloat, over range: Range<Int>, of text: String,
        into list: OpaquePointer, system: SystemFonts
    ) {
        guard let spacing = SystemTracking.ellipsisSpacing(for: font, system: system) else { return }
        let run = tracking + SystemTracking.points(for: font, system: system)
        for offset in SystemTracking.ellipsisOffsets(in: range, of: text) {
            for (dot, extra) in spacing.enumerated() {
                let total = Double(run + extra) * Double(PANGO_SCALE)
                let attribute = pango_attr_letter_spacing_new(Int32(total.rounded()))!
                attribute.pointee.start_index = UInt32(offset + dot)
                attribute.pointee.end_index = UInt32(offset + dot + 1)
                pango_attr_list_insert(list, attribute)  // the list owns it now
            }
        }
    }

    /// Gives the word spaces in `range` the letter spacing of their run plus the stand-in's space
    /// adjustment (`SystemTracking.spaceAdjustment`), so Inter Display's space is SF Pro's width.
    package static func insertSpaceSpacing(
        for font: Typeface, tracking: CGFloat, over range: Range<Int>, of text: String,
        into list: OpaquePointer, system: SystemFonts
    ) {
        let adjustment = SystemTracking.spaceAdjustment(for: font, system: system)
        guard adjustment != 0 else { return }
        let total = tracking + SystemTracking.points(for: font, system: system) + adjustment
        for offset in SystemTracking.spaceOffsets(in: range, of: text) {
            let attribute = pango_attr_letter_spacing_new(Int32((Double(total) * Double(PANGO_SCALE)).rounded()))!
            attribute.pointee.start_index = UInt32(offset)
            attribute.pointee.end_index = UInt32(offset + 1)
            pango_attr_list_insert(list, attribute)  // the list owns it now
        }
    }

    /// Gives each figure in `range` (and the decimal comma) the letter spacing of its run plus the
    /// rounded stand-in's adjustment (`SystemTracking.figureAdjustment`), so Quicksand's figures
    /// advance as SF Pro Rounded's do; nothing where another family serves.
    package static func insertFigureSpacing(
        for font: Typeface, tracking: CGFloat, over range: Range<Int>, of text: String,
        into list: OpaquePointer, system: SystemFonts
    ) {
        // The design first: `serving` is the costlier test, and most runs are not rounded.
        guard font.design == .rounded, system.serving(font).family == SystemFonts.standIns.family(.rounded)
        else { return }
        let run = tracking + SystemTracking.points(for: font, system: system)
        for figure in SystemTracking.figureOffsets(in: range, of: text) {
            let adjustment = SystemTracking.figureAdjustment(for: font, character: figure.character, system: system)
            guard adjustment != 0 else { continue }
            let attribute = pango_attr_letter_spacing_new(
                Int32((Double(run + adjustment) * Double(PANGO_SCALE)).rounded()))!
            attribute.pointee.start_index = UInt32(figure.offset)
            attribute.pointee.end_index = UInt32(figure.offset + 1)
            pango_attr_list_insert(list, attribute)  // the list owns it now
        }
    }

    /// Sets the letter spacing of the runs in `range` that the system font leaves to its
    /// fallbacks to `tracking` (the widget's own), overriding the system font's tracking there.
    package static func insertFallbackSpacing(
        _ tracking: CGFloat, over range: Range<Int>, of text: String,
        into list: OpaquePointer
    ) {
        for fallback in SystemTracking.untrackedRanges(in: text) where fallback.overlaps(range) {
            let attribute = pango_attr_letter_spacing_new(Int32((Double(tracking) * Double(PANGO_SCALE)).rounded()))!
            attribute.pointee.start_index = UInt32(max(fallback.lowerBound, range.lowerBound))
            attribute.pointee.end_index = UInt32(min(fallback.upperBound, range.upperBound))
            pango_attr_list_insert(list, attribute)  // the list owns it now
        }
    }

    /// The tracking and font-feature attributes of a run in `font` with `tracking` points of its
    /// own (`.tracking(_:)`), which add to the system font's.
    package static func attributes(
        for font: Typeface, tracking: CGFloat,
        system: SystemFonts
    ) -> [UnsafeMutablePointer<PangoAttribute>] {
        var out: [UnsafeMutablePointer<PangoAttribute>] = []
        let total = tracking + SystemTracking.points(for: font, system: system)
        if total != 0 {
            out.append(pango_attr_letter_spacing_new(Int32((Double(total) * Double(PANGO_SCALE)).rounded())))
        }
        var features: [String] = []
        if font.usesMonospacedDigits { features.append("tnum") }
        // Apple's files carry their tracking in a `trak` table, which HarfBuzz would add to ours.
        if font.family == nil, system.isUserFont(font) { features.append("-trak") }
        if !features.isEmpty { out.append(pango_attr_font_features_new(features.joined(separator: ","))) }
        return out
    }

    /// `value` with up to three decimals, the same text for the same value on every machine.
    private static func decimal(_ value: CGFloat) -> String {
        String(format: "%.3f", Double(value))
    }
}
