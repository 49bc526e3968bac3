import CCairo
import Foundation

/// Breaks long text into lines a window at a time, giving Pango's lines for the whole text
/// in time linear in its length.
///
/// Pango 1.50 measures the rest of a run again after every line it breaks off (a break at
/// the end of the text is a candidate it shapes), so a paragraph with few break
/// opportunities (a 10k-character word, a URL, a run of emoji) costs time quadratic in its
/// length. Here Pango sees a window of a few lines at a time, and a line of the window is
/// kept only when nothing outside the window can have changed it (Docs/Architecture.md,
/// "Long runs of text"):
/// - the window lies in one paragraph (Pango analyses paragraphs apart) and is laid out
///   with the paragraph's base direction;
/// - Pango picks a line's end among the characters that fit on it, by their widths and
///   break properties; what it finds past the first character that does not fit cannot
///   change its choice. So the line must end `margin` clusters before the window does:
///   the character that did not fit and the fonts' lookahead (with a joining script, also
///   the five characters HarfBuzz reads after a run). Nor does a window end in spaces,
///   which can take the font of what follows them;
/// - the analyses that can depend on text far away (bidi levels, scripts, break
///   properties: `BreakAnalysis`) match the paragraph's up to where the next line ends,
///   which is past every character that fits on the line (else it would have fitted);
/// - before the window come the five characters HarfBuzz reads before a run, when they can
///   matter: in text with joining scripts (Arabic), or where the line starts with a mark or
///   a character that takes its neighbour's font (a space). This lead-in is made of lines
///   found before, which the window must break again where they broke.
/// A window with the same characters, direction and attributes as one before is not laid
/// out again (long runs often repeat). Text up to `threshold` bytes (every ordinary widget
/// string) and unwrapped text are laid out whole, as Pango alone would.
enum LineWindows {
    /// Texts up to this many UTF-8 bytes are laid out in one piece.
    static let threshold = 1024
    /// Clusters (characters as drawn) from where lines may end to the window's cut: the one
    /// that did not fit and the fonts' lookahead after it.
    static let margin = 4
    /// And in text with a joining script, at least this many code points: HarfBuzz joins
    /// across the end of a run too, reading 5 code points after it.
    static let joiningMargin = 12
    /// Lines a window aims to keep: Pango measures again the rest of a window after each
    /// line, so a few lines a window cost least.
    static let keptPerWindow = 6
    /// The least bytes a window reaches past where it resumes (before its margin).
    static let minimumBudget = 64
    /// Characters before and after a run that HarfBuzz reads (`HB_BUFFER_CONTEXT_LENGTH`).
    static let shapingContext = 5

    /// The raw line ranges (UTF-8 offsets, trailing white space included as Pango gives
    /// them) of `text` wrapped at `width`. `layout` lays out a range of the text starting and
    /// ending on character boundaries, with the given base direction (nil: Pango finds it),
    /// and returns its lines relative to the range's start; `style` tells apart windows with
    /// the same characters but different attributes, so a window laid out once is not laid
    /// out again (long runs often repeat). With `upTo`, the windows stop once that many lines
    /// are found (lines are kept in order, so they are the whole text's first lines); text laid
    /// out whole gives all its lines.
    static func ranges<Style: Hashable>(
        of text: String, width: CGFloat?, session: PangoSession, upTo count: Int = .max,
        style: @escaping (Range<Int>) -> Style, layout: @escaping (Range<Int>, PangoDirection?) -> [Range<Int>]
    ) -> [Range<Int>] {
        var bytes = Array(text.utf8)
        let whole = 0..<bytes.count
        // Pango reads text up to its first NUL; so do the windows.
        if let nul = bytes.firstIndex(of: 0) { bytes.removeSubrange(nul...) }
        guard width != nil, bytes.count > threshold else { return layout(whole, nil) }
        let breaker = WindowedBreaker(bytes: bytes, session: session, wanted: count, style: style, layout: layout)
        return breaker.lines() ?? layout(whole, nil)
    }

    /// Plain text, the same attributes throughout.
    static func ranges(
        of text: String, width: CGFloat?, session: PangoSession, upTo count: Int = .max,
        layout: @escaping (Range<Int>, PangoDirection?) -> [Range<Int>]
    ) -> [Range<Int>] {
        ranges(of: text, width: width, session: session, upTo: count, style: { _ in 0 }, layout: layout)
    }
}

/// One run of `LineWindows` over one text.
private final class WindowedBreaker<Style: Hashable> {
    private struct WindowKey: Hashable {
        var bytes: [UInt8], direction: UInt32, style: Style
    }

    /// A window's lines and, once needed, its analysis, with offsets from the window's start.
    private struct LaidWindow {
        var lines: [Range<Int>]
        var analysis: BreakAnalysis?
    }

    private let bytes: [UInt8]
    private let scripts: ScriptsNeedingCare
    private let contextDirection: PangoDirection
    private let language: OpaquePointer?
    private let style: (Range<Int>) -> Style
    private let layout: (Range<Int>, PangoDirection?) -> [Range<Int>]
    private var found: [Range<Int>] = []
    private var laidOut: [WindowKey: LaidWindow] = [:]
    /// Lines asked for: breaking stops once this many are found.
    private let wanted: Int

    init(
        bytes: [UInt8], session: PangoSession, wanted: Int, style: @escaping (Range<Int>) -> Style,
        layout: @escaping (Range<Int>, PangoDirection?) -> [Range<Int>]
    ) {
        self.bytes = bytes
        self.wanted = wanted
        scripts = ScriptsNeedingCare(bytes)
        contextDirection = pango_context_get_base_dir(session.context)
        language = pango_context_get_language(session.context)
        self.style = style
        self.layout = layout
    }

    /// The lines of the whole text, or nil when a window could not be made to agree with
    /// the lines before it (then the text is laid out whole).
    func lines() -> [Range<Int>]? {
        for paragraph in TextParagraph.split(bytes, contextDirection: contextDirection) {
            guard found.count < wanted else { break }
            guard breakLines(of: paragraph) else { return nil }
        }
        return Array(found.prefix(wanted))
    }

    private func breakLines(of paragraph: TextParagraph) -> Bool {
        let end = paragraph.range.upperBound
        var whole: BreakAnalysis?
        func paragraphAnalysis() -> BreakAnalysis {
            if let whole { return whole }
            let made = analysis(of: paragraph.range, in: paragraph)
            whole = made
            return made
        }
        var resume = paragraph.range.lowerBound
        var budget = 4 * LineWindows.minimumBudget
        var leadLines = needsContext(at: resume) ? 1 : 0
        while true {
            let windowStart = leadInStart(before: resume, lines: leadLines)
            var cut = end, limit = end
            if resume + budget < end { (limit, cut) = cutAfter(resume + budget, before: end, paragraphAnalysis()) }
            let window = windowStart..<cut
            var (lines, key) = lay(window, paragraph.direction)
            // A window ending in the paragraph's delimiter has an empty paragraph after it.
            if paragraph.delimiter < end { lines.removeAll { $0.lowerBound >= end } }
            guard let first = lines.firstIndex(where: { $0.lowerBound == resume }) else {
                // Laid out with less before them, the lead-in's lines broke elsewhere: more lead-in.
                guard windowStart > 0 else { return false }
                leadLines = max(1, leadLines * 2)
                continue
            }
            // A line depends on the analysis of the characters that fit on it and the one that
            // does not, which end before the line after it does (else they would fit).
            func reach(_ line: Int) -> Int { line + 2 < lines.count ? lines[line + 2].lowerBound : cut }
            let reachesEnd = cut == end
            var kept = first
            while kept < lines.count, reachesEnd || (kept + 1 < lines.count && lines[kept + 1].lowerBound <= limit) {
                kept += 1
            }
            let analysedStart = max(windowStart, paragraph.range.lowerBound)
            if kept > first, analysedStart > paragraph.range.lowerBound || !reachesEnd {
                let mine = analysis(of: analysedStart..<cut, in: paragraph, window: window, key: key)
                let mismatch = firstMismatch(mine, paragraphAnalysis(), in: resume..<reach(kept - 1))
                while kept > first, reach(kept - 1) > mismatch { kept -= 1 }
                if kept == first { leadLines = max(1, leadLines * 2) }
            }
            guard kept > first else {
                budget *= 2
                continue
            }
            found += lines[first..<kept]
            if kept == lines.count || found.count >= wanted { return true }
            let next = lines[kept].lowerBound
            budget = settled(budget, bytesPerLine: (next - resume) / (kept - first))
            resume = next
            leadLines = needsContext(at: resume) ? 1 : 0
        }
    }

    /// The window's lines, absolute; a window laid out before is not laid out again.
    private func lay(_ window: Range<Int>, _ direction: PangoDirection) -> ([Range<Int>], WindowKey) {
        let key = WindowKey(bytes: Array(bytes[window]), direction: direction.rawValue, style: style(window))
        let relative: [Range<Int>]
        if let known = laidOut[key] {
            relative = known.lines
        } else {
            relative = layout(window, direction)
            laidOut[key] = LaidWindow(lines: relative)
        }
        return (relative.map { ($0.lowerBound + window.lowerBound)..<($0.upperBound + window.lowerBound) }, key)
    }

    /// The analysis of `range`, the part of `window` in `paragraph`, kept with the window's lines.
    private func analysis(
        of range: Range<Int>, in paragraph: TextParagraph, window: Range<Int>, key: WindowKey
    ) -> BreakAnalysis {
        if var known = laidOut[key]?.analysis, known.start == range.lowerBound - window.lowerBound {
            known.start = range.lowerBound
            return known
        }
        var made = analysis(of: range, in: paragraph)
        made.start = range.lowerBound - window.lowerBound
        laidOut[key]?.analysis = made
        made.start = range.lowerBound
        return made
    }

    private func analysis(of range: Range<Int>, in paragraph: TextParagraph) -> BreakAnalysis {
        bytes.withUnsafeBufferPointer { buffer in
            BreakAnalysis(
                buffer, range: range, delimiter: paragraph.delimiter, direction: paragraph.direction,
                levels: scripts.haveLevels, language: language)
        }
    }

    /// The first offset in `range` where the window's analysis differs from the paragraph's
    /// (`Int.max` if none). At the window's own start, breaks are not compared.
    private func firstMismatch(_ window: BreakAnalysis, _ paragraph: BreakAnalysis, in range: Range<Int>) -> Int {
        for offset in range {
            var mine = window.word(at: offset), theirs = paragraph.word(at: offset)
            if offset == window.start, window.start > paragraph.start {
                mine &= ~BreakAnalysis.boundaryBreakFlags
                theirs &= ~BreakAnalysis.boundaryBreakFlags
            }
            if mine != theirs { return offset }
        }
        return Int.max
    }

    /// Where lines may be kept up to (the first character boundary at or after `target`),
    /// and the window's cut, `margin` clusters (and `joiningMargin` code points) further (or `end`).
    private func cutAfter(_ target: Int, before end: Int, _ analysis: BreakAnalysis) -> (limit: Int, cut: Int) {
        func isBoundary(_ offset: Int) -> Bool {
            offset == end || UTF8Scalars.isStart(bytes[offset]) && analysis.word(at: offset) >> 16 & 0b1000 != 0
        }
        var offset = target
        while offset < end, !isBoundary(offset) { offset += 1 }
        let limit = offset
        var scalars = 0, clusters = 0
        let leastScalars = scripts.join ? LineWindows.joiningMargin : 0
        // Pango gives a run of spaces the font of what follows it when that font comes earlier
        // in the list (itemize.c), so the window must not end in one.
        while offset < end,
            clusters < LineWindows.margin || scalars < leastScalars || takesNeighboursFont(before: offset)
        {
            repeat {
                scalars += 1
                offset += 1
                while offset < end, !UTF8Scalars.isStart(bytes[offset]) { offset += 1 }
            } while offset < end && !isBoundary(offset)
            clusters += 1
        }
        return (limit, offset)
    }

    /// Where a window resuming at `resume` starts: that many lines found before it, and at
    /// least HarfBuzz's context of characters.
    private func leadInStart(before resume: Int, lines: Int) -> Int {
        guard lines > 0, !found.isEmpty else { return resume }
        var index = max(0, found.count - lines)
        while index > 0,
            scalarCount(found[index].lowerBound..<resume) < LineWindows.shapingContext
                || takesNeighboursFont(at: found[index].lowerBound)
        { index -= 1 }
        return found[index].lowerBound
    }

    private func scalarCount(_ range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + (UTF8Scalars.isStart($1) ? 1 : 0) }
    }

    /// Whether the characters before `offset` can change how a line starting there is set:
    /// HarfBuzz joins Arabic-like scripts across it and puts a dotted circle before a mark
    /// with nothing before it, and Pango gives spaces and the like a neighbour's font.
    private func needsContext(at offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return false }
        if scripts.join || takesNeighboursFont(at: offset) { return true }
        let value = bytes.withUnsafeBufferPointer { UTF8Scalars.decode($0, at: offset).0 }
        guard let scalar = Unicode.Scalar(value) else { return true }
        return [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    /// Whether the scalar at `offset` is one Pango's itemizer finds no font for but takes its
    /// neighbour's (`consider_as_space` in itemize.c): controls, most format characters,
    /// separators and spaces, variation selectors.
    private func takesNeighboursFont(at offset: Int) -> Bool {
        guard offset >= 0, offset < bytes.count else { return false }
        let value = bytes.withUnsafeBufferPointer { UTF8Scalars.decode($0, at: offset).0 }
        guard let scalar = Unicode.Scalar(value) else { return true }
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .lineSeparator, .paragraphSeparator: return true
        case .format: return !((0x600...0x6FF).contains(value) || value == 0x70F || value == 0x8E2)
        case .spaceSeparator: return value != 0x1680
        default: return (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
        }
    }

    /// Whether the scalar ending at `offset` takes its neighbour's font.
    private func takesNeighboursFont(before offset: Int) -> Bool {
        var start = offset - 1
        while start > 0, !UTF8Scalars.isStart(bytes[start]) { start -= 1 }
        return takesNeighboursFont(at: start)
    }

    /// The budget for the next window: kept as it is while it holds about `keptPerWindow`
    /// lines, so windows of a repeating run repeat too.
    private func settled(_ budget: Int, bytesPerLine: Int) -> Int {
        let wanted = bytesPerLine * LineWindows.keptPerWindow
        guard budget * 4 < wanted * 3 || budget * 2 > wanted * 3 else { return budget }
        return max(LineWindows.minimumBudget, (wanted + 15) / 16 * 16)
    }
}
