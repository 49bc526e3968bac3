import CCairo
import Foundation
import Vignette

/// Measures and breaks text with Pango, using only the fonts of a `FontLibrary`.
///
/// Lengths are in points and do not depend on the display scale: metrics are unhinted
/// and glyph positions unrounded. Results are cached per engine.
///
/// Not thread-safe (Pango font maps are not): use one engine per thread. Engines on
/// different threads may share one `FontLibrary`.
public final class PangoTextEngine: TextEngine {
    package let session: PangoSession
    private var widths: [MeasureKey: CGFloat] = [:]
    private var breaks: [MeasureKey: [TextLine]] = [:]
    /// The first lines of long texts broken only that far (`lines(of:font:width:upTo:)`).
    private var firstLines: [MeasureKey: [TextLine]] = [:]
    private var lastSlack: (text: String, font: Typeface, tracking: CGFloat, value: CGFloat)?
    /// Measurements of styled text (`PangoTextEngine+Spans.swift`).
    let contentCache = ContentMeasureCache()
    /// Past this many entries a cache starts over, bounding memory in long runs.
    private let cacheLimit = 20_000
    /// Width and line-break lookups answered from the caches, and measured with Pango
    /// (`make bench` reports the hit rate).
    package private(set) var cacheHits = 0, cacheMisses = 0
    /// Pango layouts made to break text into lines: tests bound it for long text.
    package internal(set) var layoutCalls = 0

    /// An engine measuring with `fonts`; throws when Pango cannot load them.
    public init(fonts: FontLibrary) throws {
        session = try PangoSession(library: fonts)
    }

    /// An engine over the standard fonts (`FontLibrary.standard()`).
    public convenience init() throws {
        try self.init(fonts: .standard())
    }

    /// The font set the engine measures with.
    public var fonts: FontLibrary { session.library }

    /// The advance width of `text` on one line; with newlines, the widest line's.
    public func width(of text: String, font: Typeface) -> CGFloat {
        dropCachesIfFontsChanged()
        let key = MeasureKey(text: text, font: font, width: nil)
        if let known = widths[key] {
            cacheHits += 1
            return known
        }
        let shared = fonts.measurements.widths, generation = session.seenGeneration
        let measured: CGFloat
        if let known = shared.value(for: key, generation: generation) {
            cacheHits += 1
            measured = known
        } else {
            cacheMisses += 1
            let couldOverflow = PangoSession.widthCouldOverflow(bytes: text.utf8.count, size: font.size, tracking: 0)
            measured =
                session.withLayout(text, font: font) {
                    PangoSession.logicalWidth($0, couldOverflow: couldOverflow)
                } + session.ellipsisEndRoom(text, font: font)
            shared.store(measured, for: key, generation: generation)
        }
        if widths.count >= cacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = measured
        return measured
    }

    /// Lines of `text` no wider than `width` (nil: break only at newlines), breaking between
    /// words, and between characters (never inside a grapheme cluster) in longer words and
    /// in Chinese and Japanese. Each line's width is `width(of:)` of its visible characters.
    public func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
        dropCachesIfFontsChanged()
        let key = MeasureKey(text: text, font: font, width: width)
        if let known = breaks[key] {
            cacheHits += 1
            return known
        }
        let shared = fonts.measurements.breaks, generation = session.seenGeneration
        if let known = shared.value(for: key, generation: generation) {
            cacheHits += 1
            remember(known, for: key)
            return known
        }
        cacheMisses += 1
        let found = breakLines(text, font: font, width: width, upTo: .max)
        shared.store(found, for: key, generation: generation)
        remember(found, for: key)
        return found
    }

    /// The first `count` lines of `lines(of:font:width:)`. A long wrapped text is broken only
    /// as far as those lines (`LineWindows`), so a widget showing a few lines of a 100k-character
    /// run does not pay for the rest; other text is broken whole and cut.
    public func lines(of text: String, font: Typeface, width: CGFloat?, upTo count: Int) -> [TextLine] {
        dropCachesIfFontsChanged()
        let key = MeasureKey(text: text, font: font, width: width)
        guard width != nil, text.utf8.count > LineWindows.threshold, breaks[key] == nil,
            fonts.measurements.breaks.value(for: key, generation: session.seenGeneration) == nil
        else {
            return Array(lines(of: text, font: font, width: width).prefix(count))
        }
        if let known = firstLines[key], known.count >= count { return Array(known.prefix(count)) }
        // A few more than asked: the next question (the lines a height leaves room for) is
        // then answered without analysing the text again.
        let found = breakLines(text, font: font, width: width, upTo: max(count, Self.firstLinesAtLeast))
        if found.count < max(count, Self.firstLinesAtLeast) {
            // Fewer lines than asked for: these are all of them.
            remember(found, for: key)
        } else {
            if firstLines.count >= cacheLimit / 100 { firstLines.removeAll(keepingCapacity: true) }
            firstLines[key] = found
        }
        return Array(found.prefix(count))
    }

    /// The least lines broken when a long text's first lines are asked for: about what a widget shows.
    static let firstLinesAtLeast = 16

    /// Pango's lines of `text` at `width`, the first `count` of them, each measured.
    private func breakLines(_ text: String, font: Typeface, width: CGFloat?, upTo count: Int) -> [TextLine] {
        let bytes = Array(text.utf8)
        // Long text a window at a time (LineWindows), so breaking it stays linear.
        let slack = width == nil ? 0 : breakingSlack(font: font, tracking: 0, text: text)
        let ranges = LineWindows.ranges(of: text, width: width, session: session, upTo: count) {
            [self] window, direction in
            let piece = window.count == bytes.count ? text : String(decoding: bytes[window], as: UTF8.self)
            layoutCalls += 1
            return session.withLayout(
                piece, font: font, width: width.map { $0 + slack }, direction: direction,
                PangoSession.lineRanges)
        }
        return ranges.prefix(count).map { range in
            let visible = Self.trimmingTrailingSpace(range, in: bytes)
            let line = String(decoding: bytes[visible], as: UTF8.self)
            return TextLine(range: visible, width: line.isEmpty ? 0 : self.width(of: line, font: font))
        }
    }

    /// `PangoSession.breakingSlack`, which reads every character, kept for the last text: a
    /// long text's first lines are asked for a few times (2, then as many as fit).
    func breakingSlack(font: Typeface, tracking: CGFloat, text: String) -> CGFloat {
        if let last = lastSlack, last.font == font, last.tracking == tracking, last.text == text { return last.value }
        let value = session.breakingSlack(font: font, tracking: tracking, text: text)
        lastSlack = (text, font, tracking, value)
        return value
    }

    private func remember(_ lines: [TextLine], for key: MeasureKey) {
        if breaks.count >= cacheLimit { breaks.removeAll(keepingCapacity: true) }
        breaks[key] = lines
    }

    /// The families of the fonts that draw `text`, one per run (for tests and diagnostics).
    package func familiesUsed(for text: String, font: Typeface, families: String? = nil) -> [String] {
        dropCachesIfFontsChanged()
        return session.familiesUsed(for: text, font: font, families: families)
    }

    func dropCachesIfFontsChanged() {
        if session.refreshFonts() {
            widths.removeAll()
            breaks.removeAll()
            firstLines.removeAll()
            lastSlack = nil
            contentCache.removeAll()
        }
    }

    /// `range` without the white space (spaces, tabs, newlines) at its end.
    static func trimmingTrailingSpace(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        let line = String(decoding: bytes[range], as: UTF8.self)
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)].isWhitespace {
            end = line.index(before: end)
        }
        return range.lowerBound..<(range.lowerBound + line.utf8[..<end].count)
    }
}

/// What a measurement depends on. The text is compared and hashed by its UTF-8 bytes, which
/// is what Pango reads: a string's own hash normalizes it first, which for a long run of
/// emoji cost more than breaking its first lines.
struct MeasureKey: Hashable, Sendable {
    var text: String
    var font: Typeface
    var width: CGFloat?

    static func == (a: MeasureKey, b: MeasureKey) -> Bool {
        guard a.font == b.font, a.width == b.width, a.text.utf8.count == b.text.utf8.count else { return false }
        return a.text.utf8.withContiguousStorageIfAvailable { x in
            b.text.utf8.withContiguousStorageIfAvailable { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }?.flatMap { $0 } ?? a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(width)
        hasher.combine(text.utf8.count)
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
