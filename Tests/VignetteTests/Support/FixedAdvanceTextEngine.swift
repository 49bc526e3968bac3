import Foundation
import Vignette

/// A text engine with no fonts, for layout tests: every character advances exactly
/// half the font size ("Hello" at 20 pt is 50 pt wide), so expected sizes can be
/// worked out by hand.
///
/// Lines break at newlines and, greedily, at spaces; a word wider than the line breaks
/// between characters. Ranges are UTF-8 offsets without trailing spaces and newlines.
final class FixedAdvanceTextEngine: TextEngine {
    func width(of text: String, font: Typeface) -> CGFloat {
        CGFloat(text.count) * font.size / 2
    }

    func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
        let advance = font.size / 2
        // Each character with its UTF-8 offset; the end offset closes the last one.
        var chars: [(Character, Int)] = []
        var offset = 0
        for c in text {
            chars.append((c, offset))
            offset += c.utf8.count
        }
        func end(_ i: Int) -> Int { i < chars.count ? chars[i].1 : offset }

        var out: [TextLine] = []
        var paragraphStart = 0
        while paragraphStart <= chars.count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < chars.count, chars[paragraphEnd].0 != "\n" { paragraphEnd += 1 }
            out += wrap(paragraphStart..<paragraphEnd, chars: chars, advance: advance, width: width, end: end)
            paragraphStart = paragraphEnd + 1
        }
        return out
    }

    /// Greedy word wrap of the characters in `span` (one paragraph).
    private func wrap(
        _ span: Range<Int>, chars: [(Character, Int)], advance: CGFloat, width: CGFloat?,
        end: (Int) -> Int
    ) -> [TextLine] {
        let limit = width ?? .infinity
        var lines: [TextLine] = []
        var lineStart = span.lowerBound
        var visibleEnd = lineStart  // one past the last non-space character on the line
        var i = span.lowerBound
        func emit() {
            lines.append(
                TextLine(
                    range: chars.isEmpty ? 0..<0 : end(lineStart)..<end(visibleEnd),
                    width: CGFloat(visibleEnd - lineStart) * advance))
        }
        while i < span.upperBound {
            if chars[i].0 == " " {
                i += 1
                continue
            }
            var wordEnd = i
            while wordEnd < span.upperBound, chars[wordEnd].0 != " " { wordEnd += 1 }
            let fits = CGFloat(wordEnd - lineStart) * advance <= limit + 1e-9
            if fits || visibleEnd == lineStart {
                if !fits {
                    // A word wider than the line: as many characters as fit (at least one).
                    let room = max(1, Int(((limit + 1e-9) / advance).rounded(.down)) - (i - lineStart))
                    visibleEnd = i + max(room, 1)
                    emit()
                    lineStart = visibleEnd
                    visibleEnd = lineStart
                    i = lineStart
                    continue
                }
                visibleEnd = wordEnd
                i = wordEnd
            } else {
                emit()
                lineStart = i
                visibleEnd = i
            }
        }
        if visibleEnd > lineStart || lines.isEmpty { emit() }
        return lines
    }
}
