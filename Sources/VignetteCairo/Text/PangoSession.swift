import CCairo
import Foundation
import Vignette

/// A Pango font map and context over a `FontLibrary`, with the fixed settings every
/// measurement and render uses: 72 dpi (1 pt = 1 unit), no hinting, grey antialiasing,
/// unrounded glyph positions, and a fixed language, so text never depends on the
/// display scale, the machine, or the `LANG` of the process.
///
/// Not thread-safe: Pango font maps are not. Use one per thread.
package final class PangoSession {
    package let library: FontLibrary
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    package let context: OpaquePointer
    /// The font library's generation this session's font map was last brought up to date with.
    package private(set) var seenGeneration: Int
    /// Faces looked up by PostScript or full name (`Typeface.family`), nil for a family name.
    private var namedFaces: [String: NamedFace?] = [:]
    /// Whether the library holds each custom family asked for.
    private var knownFamilies: [String: Bool] = [:]
    /// The families serving the system font, as of `seenGeneration`.
    package private(set) var systemFonts: SystemFonts

    package init(library: FontLibrary) throws {
        _ = OpenFaces.attachOnFontCreation
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw VignetteError.backend(
                operation: "pango_cairo_font_map_new_for_font_type", reason: "no FreeType font map")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), library.config)
        self.library = library
        self.fontMap = fontMap
        self.seenGeneration = library.generation
        self.systemFonts = library.systemFonts
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)  // copies them
        cairo_font_options_destroy(options)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Picks up fonts registered since the last call; true when it did (caches are stale).
    package func refreshFonts() -> Bool {
        let generation = library.generation
        guard generation != seenGeneration else { return false }
        seenGeneration = generation
        namedFaces = [:]
        knownFamilies = [:]
        systemFonts = library.systemFonts
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        pango_context_changed(context)
        return true
    }

    /// `font` with a family given by a face's PostScript or full name turned into the face's
    /// family, weight and slant, which is how Pango picks a face.
    package func resolved(_ font: Typeface) -> Typeface {
        guard let name = font.family else { return font }
        let face: NamedFace?
        if let known = namedFaces[name] {
            face = known
        } else {
            face = library.face(named: name)
            namedFaces[name] = face
        }
        guard let face else { return font }
        var out = font
        out.family = face.family
        out.weight = face.weight
        out.isItalic = out.isItalic || face.isItalic
        return out
    }

    /// `font` as far as the system font's tracking goes: a custom family no font holds falls back
    /// to the system font, tracking and all, as on iOS.
    package func trackingFace(_ font: Typeface) -> Typeface {
        guard let family = resolved(font).family else { return font }
        let known: Bool
        if let found = knownFamilies[family] {
            known = found
        } else {
            known = library.hasFamily(family)
            knownFamilies[family] = known
        }
        guard !known else { return font }
        var system = font
        system.family = nil
        return system
    }

    /// Runs `body` with a layout of `text`, wrapped at `width` points when given, and frees it.
    /// `direction` sets the base direction of every paragraph (nil: each paragraph's first
    /// strong character gives it, as usual): how part of a paragraph is laid out as it is
    /// in the whole text (`LineWindows`).
    /// `shown` is the text Pango sets when it differs from `text` (full stops for ellipses, the
    /// same bytes); nil sets `text` with the ellipses `font` draws as full stops.
    package func withLayout<Result>(
        _ text: String, font: Typeface, width: CGFloat? = nil, families: String? = nil,
        direction: PangoDirection? = nil, shown: String? = nil, _ body: (OpaquePointer) -> Result
    ) -> Result {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let direction {
            // A layout without its own direction takes the context's; set it for this layout only.
            let usual = pango_context_get_base_dir(context)
            pango_layout_set_auto_dir(layout, 0)
            pango_context_set_base_dir(context, direction)
            defer { pango_context_set_base_dir(context, usual) }
            return fill(layout, text, font: font, width: width, families: families, shown: shown, body)
        }
        return fill(layout, text, font: font, width: width, families: families, shown: shown, body)
    }

    private func fill<Result>(
        _ layout: OpaquePointer, _ text: String, font: Typeface, width: CGFloat?, families: String?,
        shown: String?, _ body: (OpaquePointer) -> Result
    ) -> Result {
        let set = shown ?? shownText(text, spans: [(0..<text.utf8.count, font)])
        pango_layout_set_text(layout, set, Int32(set.utf8.count))
        let description = PangoFontMapping.makeDescription(for: resolved(font), system: systemFonts, families: families)
        pango_layout_set_font_description(layout, description)  // copies it
        pango_font_description_free(description)
        let attributes = PangoFontMapping.makeAttributes(for: trackingFace(font), text: text, system: systemFonts)
        pango_layout_set_attributes(layout, attributes)  // takes a reference
        pango_attr_list_unref(attributes)
        if let width {
            // Nearest Pango unit, so a width measured by `width(of:)` fits its own text.
            let units = (max(0, Double(width)) * Double(PANGO_SCALE)).rounded()
            pango_layout_set_width(layout, Int32(min(units, Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        return body(layout)
    }

    /// `text` as Pango sets it: each ellipsis in a range whose font stands in for SF Pro Display
    /// becomes three full stops, which `PangoFontMapping.insertEllipsisSpacing` sets at SF Pro
    /// Display's pitch (Docs/Fonts.md, "The ellipsis"); the same UTF-8 bytes, so offsets hold.
    package func shownText(_ text: String, spans: [(range: Range<Int>, font: Typeface)]) -> String {
        guard text.utf8.contains(0xE2) else { return text }  // U+2026 starts with 0xE2
        var offsets: [Int] = []
        for span in spans
        where SystemTracking.ellipsisTightening(for: trackingFace(span.font), system: systemFonts) != nil {
            offsets += SystemTracking.ellipsisOffsets(in: span.range, of: text)
        }
        return SystemTracking.fullStops(for: offsets, in: text)
    }

    /// The width past Pango's logical width that one line of `text` ending in an ellipsis set in
    /// `font` takes (`SystemTracking.ellipsisEndRoom`); 0 for any other text, and for several lines.
    package func ellipsisEndRoom(_ text: String, font: Typeface) -> CGFloat {
        guard text.unicodeScalars.last == "\u{2026}", !text.utf8.contains(0x0A) else { return 0 }
        return SystemTracking.ellipsisEndRoom(for: trackingFace(font), system: systemFonts)
    }

    /// The UTF-8 ranges of `layout`'s lines, trailing white space and newline included,
    /// walking Pango's line list once (looking each line up by index walks it again).
    package static func lineRanges(_ layout: OpaquePointer) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let item = node {
            if let line = item.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee {
                let start = Int(line.start_index)
                ranges.append(start..<(start + Int(line.length)))
            }
            node = item.pointee.next
        }
        return ranges
    }

    /// The logical width of `layout` (its widest line) in points. Pango adds widths up in
    /// 32-bit units of 1/1024 pt, which overflow past about 2.1 million points (some 100k
    /// characters on one line; it then reports 0), so a layout that could be that wide is
    /// added up a glyph at a time in 64 bits instead: the same figure while nothing overflows.
    package static func logicalWidth(_ layout: OpaquePointer, couldOverflow: Bool) -> CGFloat {
        guard couldOverflow else {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        }
        var widest: Int64 = 0
        var node = pango_layout_get_lines_readonly(layout)
        while let item = node {
            var width: Int64 = 0
            var run = item.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let runNode = run {
                if let glyphs = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs?
                    .pointee
                {
                    for index in 0..<Int(glyphs.num_glyphs) { width += Int64(glyphs.glyphs[index].geometry.width) }
                }
                run = runNode.pointee.next
            }
            widest = max(widest, width)
            node = item.pointee.next
        }
        return CGFloat(widest) / CGFloat(PANGO_SCALE)
    }

    /// Whether `bytes` of text at up to `size` points with `tracking` could overflow Pango's
    /// widths (taking a byte to be at most 4 em wide, far more than any glyph).
    package static func widthCouldOverflow(bytes: Int, size: CGFloat, tracking: CGFloat) -> Bool {
        Double(bytes) * Double(4 * size + abs(tracking)) >= 1_000_000
    }

    /// The families of the fonts Pango picked for each run of the first line.
    package func familiesUsed(for text: String, font: Typeface, families: String? = nil) -> [String] {
        withLayout(text, font: font, families: families) { layout in
            var names: [String] = []
            var run = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
            while let node = run {
                let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                if let pangoFont = item.pointee.item.pointee.analysis.font,
                    let description = pango_font_describe(pangoFont)
                {
                    names.append(String(cString: pango_font_description_get_family(description)))
                    pango_font_description_free(description)
                }
                run = node.pointee.next
            }
            return names
        }
    }
}
