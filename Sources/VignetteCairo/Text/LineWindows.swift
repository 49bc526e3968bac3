import Foundation

/// Breaks long text into lines a window at a time, so breaking costs time linear in its
/// length.
///
/// Pango 1.50 reshapes what is left of a run after every line it breaks off, so one
/// paragraph with few break opportunities (a 10k-character word, a URL, a run of emoji)
/// costs time quadratic in its length. Here Pango sees only a window of a few lines from
/// where the last accepted line ended; the lines that end well before the window's cut are
/// kept, and the next window starts at the first line that was not. A line depends only on
/// its own characters and a little context after it, so these are the lines Pango gives for
/// the whole text. Text up to `threshold` bytes (every ordinary widget string), unwrapped
/// text, and text with right-to-left characters are laid out whole, as before: a window
/// that starts inside a right-to-left paragraph could take another base direction (Pango
/// finds it from the paragraph's first strong character), and Arabic letters join across
/// the window's start.
enum LineWindows {
    /// Texts up to this many UTF-8 bytes are laid out in one piece.
    static let threshold = 1024
    /// A line is kept only when the next one starts at least this many bytes before the
    /// window's cut, out of reach of the cut's effect on break opportunities and shaping
    /// (LongTextBreakingTests compares windows with whole layouts in several scripts).
    static let margin = 16
    /// About how many lines a window holds, and its least size in bytes: Pango reshapes the
    /// rest of a window after each line, so a window of a couple of lines costs least.
    static let linesPerWindow = 2
    static let minimumBudget = 128

    /// The raw line ranges (UTF-8 offsets, trailing white space and the newline included as
    /// Pango gives them) of `text` wrapped at `width`. `layout` lays out the bytes of a range
    /// of `text` that starts and ends on character boundaries and returns its lines' ranges
    /// relative to that range's start.
    static func ranges(of text: String, width: CGFloat?, layout: (Range<Int>) -> [Range<Int>]) -> [Range<Int>] {
        let count = text.utf8.count
        guard width != nil, count > threshold, !hasRightToLeft(text) else { return layout(0..<count) }
        var found: [Range<Int>] = []
        var start = 0
        var budget = minimumBudget * 2
        while true {
            let cut = boundary(in: text, from: start, atLeast: start + budget)
            let lines = layout(start..<cut).map { ($0.lowerBound + start)..<($0.upperBound + start) }
            if cut == count {
                found += lines
                return found
            }
            var kept = 0
            while kept + 1 < lines.count, lines[kept + 1].lowerBound <= cut - margin { kept += 1 }
            guard kept > 0 else {
                budget *= 2  // not one whole line fits the window yet
                continue
            }
            found += lines[..<kept]
            let next = lines[kept].lowerBound
            budget = max(minimumBudget, (next - start) / kept * linesPerWindow + margin)
            start = next
        }
    }

    /// Whether `text` holds a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko…,
    /// their presentation forms, and the right-to-left historic scripts) or a right-to-left
    /// mark, embedding, override or isolate.
    static func hasRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                 0x200F, 0x202B, 0x202E, 0x2067: true
            default: false
            }
        }
    }

    /// The first character boundary of `text` at or after byte `target`, counting characters
    /// from byte `start` (a boundary); the text's end when `target` is past it.
    static func boundary(in text: String, from start: Int, atLeast target: Int) -> Int {
        let utf8 = text.utf8
        guard target < utf8.count else { return utf8.count }
        var offset = start
        for character in text[utf8.index(utf8.startIndex, offsetBy: start)...] {
            if offset >= target { return offset }
            offset += character.utf8.count
        }
        return offset
    }
}
