import CCairo
import Foundation
import Vignette

/// Styled text measured as Pango sets it: one layout with an attribute per span, so
/// shaping, kerning and breaking run across span boundaries as on iOS.
extension PangoTextEngine {
    /// The advance width of styled text on one line, measured with Pango across span boundaries.
    public func width(of content: TextContent) -> CGFloat {
        if content.isUniform && content.primary.tracking == 0 {
            return width(of: content.text, font: content.primary.font)
        }
        dropCachesIfFontsChanged()
        let key = ContentKey(content: content.measured, width: nil)
        if let known = contentCache.widths[key] { return known }
        let shared = fonts.measurements.contentWidths, generation = session.seenGeneration
        let measured: CGFloat
        if let known = shared.value(for: key, generation: generation) {
            measured = known
        } else {
            let couldOverflow = PangoSession.widthCouldOverflow(
                bytes: content.text.utf8.count, size: content.largestFont.size,
                tracking: content.spans.map { abs($0.tracking) }.max() ?? 0)
            measured = session.withLayout(content) { PangoSession.logicalWidth($0, couldOverflow: couldOverflow) }
            shared.store(measured, for: key, generation: generation)
        }
        contentCache.store(width: measured, for: key)
        return measured
    }

    /// Breaks styled text into lines no wider than `width` (nil: only at newlines), as Pango does.
    public func lines(of content: TextContent, width: CGFloat?) -> [TextLine] {
        if content.isUniform && content.primary.tracking == 0 {
            return lines(of: content.text, font: content.primary.font, width: width)
        }
        dropCachesIfFontsChanged()
        let key = ContentKey(content: content.measured, width: width)
        if let known = contentCache.lines[key] { return known }
        let shared = fonts.measurements.contentBreaks, generation = session.seenGeneration
        if let known = shared.value(for: key, generation: generation) {
            contentCache.store(lines: known, for: key)
            return known
        }
        // Long text a window at a time (LineWindows), so breaking it stays linear.
        let primary = content.primary
        let slack = width == nil ? 0 : session.breakingSlack(font: primary.font, tracking: primary.tracking, text: content.text)
        let ranges = LineWindows.ranges(
            of: content.text, width: width, session: session, style: { content.slice($0).spans }
        ) { [self] window, direction in
            layoutCalls += 1
            return session.withLayout(content.slice(window), width: width.map { $0 + slack }, direction: direction,
                                      PangoSession.lineRanges)
        }
        let bytes = Array(content.text.utf8)
        let found = ranges.map { range in
            let visible = Self.trimmingTrailingSpace(range, in: bytes)
            return TextLine(range: visible, width: visible.isEmpty ? 0 : self.width(of: content.slice(visible)))
        }
        shared.store(found, for: key, generation: generation)
        contentCache.store(lines: found, for: key)
        return found
    }
}

/// Measurements of styled text, dropped with the engine's other caches.
final class ContentMeasureCache {
    private(set) var widths: [ContentKey: CGFloat] = [:]
    private(set) var lines: [ContentKey: [TextLine]] = [:]
    /// Past this many entries a cache starts over, bounding memory in long runs.
    private let limit = 20_000

    func store(width: CGFloat, for key: ContentKey) {
        if widths.count >= limit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
    }

    func store(lines found: [TextLine], for key: ContentKey) {
        if lines.count >= limit { lines.removeAll(keepingCapacity: true) }
        lines[key] = found
    }

    func removeAll() {
        widths.removeAll()
        lines.removeAll()
    }
}

struct ContentKey: Hashable, Sendable {
    var content: TextContent
    var width: CGFloat?
}

extension TextContent {
    /// The content with colours dropped, as they do not change measurements.
    var measured: TextContent {
        TextContent(pieces: spans.map { span in
            var plain = span
            plain.color = .black
            return (String(decoding: Array(text.utf8)[span.range], as: UTF8.self), plain)
        })
    }
}
