import Foundation

/// Measures and breaks text: the layout engine asks, a backend answers (Pango in
/// `VignetteCairo`). Lengths are in points; the answer must not depend on the display
/// scale, so a layout in points is the same at @1x, @2x and @3x.
///
/// An engine may cache, and need not be thread-safe: use one per thread.
public protocol TextEngine: AnyObject {
    /// The advance width of `text` set on a single line.
    func width(of text: String, font: Typeface) -> CGFloat

    /// Where `text` breaks into lines no wider than `width`; nil breaks only at newlines.
    /// Words longer than the width break between characters.
    func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine]

    /// The advance width of styled `content` on one line (tracking included).
    func width(of content: TextContent) -> CGFloat

    /// Where styled `content` breaks into lines no wider than `width`; ranges are UTF-8
    /// offsets into `content.text`, as for plain text.
    func lines(of content: TextContent, width: CGFloat?) -> [TextLine]

    /// The first `count` lines of `lines(of:width:)` (all of them when there are fewer): an
    /// engine may find them without breaking the rest of a long text.
    func lines(of content: TextContent, width: CGFloat?, upTo count: Int) -> [TextLine]
}

extension TextEngine {
    /// Uniform content without tracking is the plain string; otherwise the sum of the
    /// spans measured apart, plus each character's tracking between it and the next (none
    /// after the last, as Pango sets it). Engines that shape across spans (Pango) answer
    /// this themselves.
    public func width(of content: TextContent) -> CGFloat {
        let bytes = Array(content.text.utf8)
        let total = content.spans.reduce(0) { sum, span in
            let piece = String(decoding: bytes[span.range], as: UTF8.self)
            // An inline symbol is as wide as its box.
            let advance = span.symbol.map { $0.frame.width } ?? width(of: piece, font: span.font)
            return sum + advance + span.tracking * CGFloat(piece.count)
        }
        return content.text.isEmpty ? total : total - content.spans.last { !$0.range.isEmpty }!.tracking
    }

    /// Uniform content without tracking breaks as the plain string; otherwise it breaks in
    /// the first span's font, each line then measured with its styles.
    public func lines(of content: TextContent, width: CGFloat?) -> [TextLine] {
        let plain = lines(of: content.text, font: content.primary.font, width: width)
        guard !(content.isUniform && content.primary.tracking == 0) else { return plain }
        return plain.map { TextLine(range: $0.range, width: self.width(of: content.slice($0.range))) }
    }

    /// All the lines, cut to `count`.
    public func lines(of content: TextContent, width: CGFloat?, upTo count: Int) -> [TextLine] {
        Array(lines(of: content, width: width).prefix(count))
    }
}

/// One line of a broken text.
public struct TextLine: Hashable, Sendable {
    /// UTF-8 byte offsets of the line's visible characters in the text: trailing spaces
    /// and the newline that ended the line are left out.
    public var range: Range<Int>
    /// The advance width of those characters.
    public var width: CGFloat

    /// A line of `width` points covering the UTF-8 offsets in `range`.
    public init(range: Range<Int>, width: CGFloat) {
        self.range = range
        self.width = width
    }
}
