import CCairo
import Foundation
import Vignette

extension PangoSession {
    /// Runs `body` with a layout of styled `content`: each span gets its font, tracking
    /// and digit style as Pango attributes (and its colour when `colors` is set, for
    /// drawing), so Pango shapes and breaks the text as one paragraph.
    package func withLayout<Result>(
        _ content: TextContent, width: CGFloat? = nil, colors: Bool = false, direction: PangoDirection? = nil,
        _ body: (OpaquePointer) -> Result
    ) -> Result {
        let primary = content.primary
        let shown = shownText(content.text, spans: content.spans.map { ($0.range, $0.font) })
        return withLayout(content.text, font: primary.font, width: width, direction: direction, shown: shown) {
            layout in
            let list = pango_attr_list_new()!
            // iOS breaks long words without adding a hyphen; Pango would add one.
            pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
            for span in content.spans where !span.range.isEmpty {
                for attribute in attributes(of: span, colors: colors) {
                    attribute.pointee.start_index = UInt32(span.range.lowerBound)
                    attribute.pointee.end_index = UInt32(span.range.upperBound)
                    pango_attr_list_insert(list, attribute)  // the list owns it now
                }
                if let symbol = span.symbol {
                    // An inline symbol: an empty glyph with the symbol's box, drawn by the painter.
                    let attribute = Self.shapeAttribute(symbol.frame)
                    attribute.pointee.start_index = UInt32(span.range.lowerBound)
                    attribute.pointee.end_index = UInt32(span.range.upperBound)
                    pango_attr_list_insert(list, attribute)
                }
                if SystemTracking.points(for: trackingFace(span.font), system: systemFonts) != 0 {
                    PangoFontMapping.insertFallbackSpacing(
                        span.tracking, over: span.range, of: content.text, into: list)
                }
                PangoFontMapping.insertSpaceSpacing(
                    for: trackingFace(span.font), tracking: span.tracking, over: span.range, of: content.text,
                    into: list, system: systemFonts)
                PangoFontMapping.insertEllipsisSpacing(
                    for: trackingFace(span.font), tracking: span.tracking, over: span.range, of: content.text,
                    into: list, system: systemFonts)
                PangoFontMapping.insertFigureSpacing(
                    for: trackingFace(span.font), tracking: span.tracking, over: span.range, of: content.text,
                    into: list, system: systemFonts)
            }
            pango_layout_set_attributes(layout, list)  // takes a reference
            pango_attr_list_unref(list)
            return body(layout)
        }
    }

    /// A shape attribute whose ink and logical boxes are `frame` (points, y down from the baseline).
    private static func shapeAttribute(_ frame: CGRect) -> UnsafeMutablePointer<PangoAttribute> {
        func units(_ value: CGFloat) -> Int32 { Int32((value * CGFloat(PANGO_SCALE)).rounded()) }
        var box = PangoRectangle(x: 0, y: units(frame.minY), width: units(frame.width), height: units(frame.height))
        var ink = box
        return pango_attr_shape_new(&ink, &box)
    }

    private func attributes(of span: TextSpan, colors: Bool) -> [UnsafeMutablePointer<PangoAttribute>] {
        let description = PangoFontMapping.makeDescription(for: resolved(span.font), system: systemFonts)
        defer { pango_font_description_free(description) }
        var out: [UnsafeMutablePointer<PangoAttribute>] = [pango_attr_font_desc_new(description)]
        out += PangoFontMapping.attributes(for: trackingFace(span.font), tracking: span.tracking, system: systemFonts)
        if colors {
            func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            let c = span.color
            out.append(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
            out.append(pango_attr_foreground_alpha_new(channel(c.alpha)))
        }
        return out
    }

    /// What Pango adds to a line's width while it breaks text and takes off once the line is set:
    /// half the letter spacing before the first cluster and half after the last. Breaking at
    /// `width` plus this lets text measured at `width` fit it exactly (with tracking of either
    /// sign). Exact for text in one style; text whose edges are left to fallback fonts has none.
    /// A first or last figure of the rounded stand-in brings its own spacing
    /// (`SystemTracking.figureAdjustment`), so its half counts instead of the run's.
    package func breakingSlack(font: Typeface, tracking: CGFloat, text: String) -> CGFloat {
        let face = trackingFace(font)
        let table = SystemTracking.points(for: face, system: systemFonts)
        let untracked = SystemTracking.untrackedRanges(in: text)
        let allFallback = untracked.count == 1 && untracked[0] == 0..<text.utf8.count
        let total = tracking + (allFallback ? 0 : table)
        func units(_ value: CGFloat) -> CGFloat { (value * CGFloat(PANGO_SCALE)).rounded() }
        func edge(_ character: Character?) -> CGFloat {
            guard let character, !allFallback else { return 0 }
            return SystemTracking.figureAdjustment(for: face, character: character, system: systemFonts)
        }
        let first = edge(text.first), last = edge(text.last)
        guard first != 0 || last != 0 else { return units(total) / CGFloat(PANGO_SCALE) }
        return (units(total + first) + units(total + last)) / 2 / CGFloat(PANGO_SCALE)
    }
}
