import CCairo

/// What Pango works out about each character of a paragraph before it measures anything,
/// in the parts its line breaker reads: the bidi embedding level (fribidi over the
/// paragraph), the script (Pango's script iterator, which gives digits, punctuation and
/// emoji the script around them) and the break properties (Pango's Unicode line and
/// grapheme rules, tailored per script, e.g. the Thai dictionary). Each of these can
/// depend on text far away: a run of neutral characters takes its level from the next
/// strong character, a closing bracket its script from the opening one. So before the
/// lines of a window are kept, its analysis must match its paragraph's (`LineWindows`).
///
/// Offsets are UTF-8 offsets into the whole text; a continuation byte holds
/// `continuation`, a scalar's first byte `level | script << 8 | flags << 16`, and one more
/// word describes the boundary after the range.
struct BreakAnalysis {
    static let continuation = UInt32.max
    /// The break flags of the boundary before a character: Pango never breaks at the start
    /// of a text, wherever the text came from, so a window's own start is compared without them.
    static let boundaryBreakFlags: UInt32 = 0b110_0111 << 16

    var start: Int
    private let words: [UInt32]

    /// The word for the scalar (or the boundary, at the end) at `offset`.
    func word(at offset: Int) -> UInt32 { words[offset - start] }

    /// The analysis of `range` of `bytes` as the paragraph text Pango analyses: levels and
    /// scripts up to `delimiter` (Pango itemizes without it), breaks over the whole range.
    /// Levels are left 0 unless `levels` (text without right-to-left characters has none).
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, delimiter: Int, direction: PangoDirection,
        levels: Bool, language: OpaquePointer?
    ) {
        start = range.lowerBound
        var words = [UInt32](repeating: Self.continuation, count: range.count + 1)
        var starts: [Int] = []  // each scalar's offset from `start`
        starts.reserveCapacity(range.count)
        for offset in range where UTF8Scalars.isStart(bytes[offset]) { starts.append(offset - start) }
        guard let base = bytes.baseAddress else {
            self.words = [0]
            return
        }
        let text = UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self)
        let analysed = min(delimiter, range.upperBound) - start
        let level: Int32 = direction == PANGO_DIRECTION_RTL ? 1 : 0

        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: starts.count + 1)
        pango_get_log_attrs(text, Int32(range.count), level, language, &attributes, Int32(attributes.count))
        for (index, offset) in starts.enumerated() { words[offset] = Self.flags(attributes[index]) << 16 }
        words[range.count] = Self.flags(attributes[starts.count]) << 16

        if analysed > 0 {
            let iterator = pango_script_iter_new(text, Int32(analysed))!
            repeat {
                var runStart: UnsafePointer<CChar>?, runEnd: UnsafePointer<CChar>?
                var script = PANGO_SCRIPT_INVALID_CODE
                pango_script_iter_get_range(iterator, &runStart, &runEnd, &script)
                let from = runStart! - text, to = runEnd! - text
                for offset in from..<to where UTF8Scalars.isStart(bytes[start + offset]) {
                    words[offset] |= UInt32(UInt8(truncatingIfNeeded: script.rawValue)) << 8
                }
            } while pango_script_iter_next(iterator) != 0
            pango_script_iter_free(iterator)
        }

        if levels, analysed > 0 {
            var resolved = direction
            if let embedding = pango_log2vis_get_embedding_levels(text, Int32(analysed), &resolved) {
                for (index, offset) in starts.enumerated() where offset < analysed {
                    words[offset] |= UInt32(embedding[index])
                }
                g_free(embedding)
            }
        }
        self.words = words
    }

    /// The break properties Pango's line breaker (and letter spacing) reads: breaks allowed,
    /// required or between characters, cursor position, white space, and hyphenation.
    private static func flags(_ attribute: PangoLogAttr) -> UInt32 {
        attribute.is_line_break | attribute.is_mandatory_break << 1 | attribute.is_char_break << 2
            | attribute.is_cursor_position << 3 | attribute.is_white << 4 | attribute.break_inserts_hyphen << 5
            | attribute.break_removes_preceding << 6
    }
}
