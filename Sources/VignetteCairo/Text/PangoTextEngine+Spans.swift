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
            measured =
                session.withLayout(content) { PangoSession.logicalWidth($0, couldOverflow: couldOverflow) }
                + session.ellipsisEndRoom(content.text, font: content.spans[content.spans.count - 1].font)
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
        let found = breakLines(content, width: width, upTo: .max)
        shared.store(found, for: key, generation: generation)
        contentCache.store(lines: found, for: key)
        return found
    }

    /// The first `count` lines of styled text; a long wrapped text is broken only that far.
    public func lines(of content: TextContent, width: CGFloat?, upTo count: Int) -> [TextLine] {
        if content.isUniform && content.primary.tracking == 0 {
            return lines(of: content.text, font: content.primary.font, width: width, upTo: count)
        }
        dropCachesIfFontsChanged()
        let key = ContentKey(content: content.measured, width: width)
        guard width != nil, content.text.utf8.count > LineWindows.threshold, contentCache.lines[key] == nil,
            fonts.measurements.contentBreaks.value(for: key, generation: session.seenGeneration) == nil
        else {
            return Array(lines(of: content, width: width).prefix(count))
        }
        if let known = contentCache.firstLines[key], known.count >= count { return Array(known.prefix(count)) }
        let wanted = max(count, Self.firstLinesAtLeast)
        let found = breakLines(content, width: width, upTo: wanted)
        // Fewer lines than asked for are all of them.
        if found.count < wanted {
            contentCache.store(lines: found, for: key)
        } else {
            contentCache.store(firstLines: found, for: key)
        }
        return Array(found.prefix(count))
    }

    /// Pango's lines of `content` at `width`, the first `count` of them, each measured.
    private func breakLines(_ content: TextContent, width: CGFloat?, upTo count: Int) -> [TextLine] {
        // Long text a window at a time (LineWindows), so breaking it stays linear.
        let primary = content.primary
        let slack = width == nil ? 0 : breakingSlack(font: primary.font, tracking: primary.tracking, text: content.text)
        let ranges = LineWindows.ranges(
            of: content.text, width: width, session: session, upTo: count, style: { content.slice($0).spans }
        ) { [self] window, direction in
            layoutCalls += 1
            return session.withLayout(
                content.slice(window), width: width.map { $0 + slack }, direction: direction,
                PangoSession.lineRanges)
        }
        let bytes = Array(content.text.utf8)
        return ranges.prefix(count).map { range in
            let visible = Self.trimmingTrailingSpace(range, in: bytes)
            return TextLine(range: visible, width: visible.isEmpty ? 0 : self.width(of: content.slice(visible)))
        }
    }
}

/// Measurements of styled text, dropped with the engine's other caches.
final class ContentMeasureCache {
    private(set) var widths: [ContentKey: CGFloat] = [:]
    private(set) var lines: [ContentKey: [TextLine]] = [:]
    /// The first lines of long texts broken only that far.
    private(set) var firstLines: [ContentKey: [TextLine]] = [:]
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

    func store(firstLines found: [TextLine], for key: ContentKey) {
        if firstLines.count >= limit / 100 { firstLines.removeAll(keepingCapacity: true) }
        firstLines[key] = found
    }

    func removeAll() {
        widths.removeAll()
        lines.removeAll()
        firstLines.removeAll()
    }
}

struct ContentKey: Hashable, Sendable {
    var content: TextContent
    var width: CGFloat?
}

extension TextContent {
    /// The content with colours dropped, as they do not change measurements.
    var measured: TextContent {
        TextContent(
            pieces: spans.map { span in
                var plain = span
                plain.color = .black
                plain.paint = nil
                return (String(decoding: Array(text.utf8)[span.range], as: UTF8.self), plain)
            })
    }
}
