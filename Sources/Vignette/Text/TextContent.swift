import Foundation

/// Text with its styles: the string and the spans that cover it, in order, without gaps.
///
/// Most text has one span; engines treat that case as the plain string in one font, so
/// styled runs cost nothing when unused.
public struct TextContent: Hashable, Sendable {
    /// All the characters, spans joined.
    public var text: String
    /// Non-empty, in order, covering `0 ..< text.utf8.count` (one empty span for empty text).
    public private(set) var spans: [TextSpan]

    /// `text` in one style.
    public init(_ text: String, font: Typeface, tracking: CGFloat = 0, color: RGBA = .black) {
        self.text = text
        spans = [TextSpan(range: 0..<text.utf8.count, font: font, tracking: tracking, color: color)]
    }

    /// Pieces joined in order, each in its own style; neighbours of equal style merge.
    public init(pieces: [(String, TextSpan)]) {
        text = ""
        spans = []
        for (string, style) in pieces where !string.isEmpty {
            append(string, style: style)
        }
        if spans.isEmpty, let first = pieces.first {
            spans = [first.1.over(0..<0)]
        }
    }

    /// The content with each span changed by `transform` (its range kept); neighbours that become
    /// equal merge, as they would have had they been given so.
    func mapSpans(_ transform: (TextSpan) -> TextSpan) -> TextContent {
        if spans.count == 1 {
            var copy = self
            copy.spans[0] = transform(spans[0])
            return copy
        }
        let bytes = Array(text.utf8)
        return TextContent(pieces: spans.map { (String(decoding: bytes[$0.range], as: UTF8.self), transform($0)) })
    }

    /// One style throughout and no inline symbol: engines can measure the plain string.
    public var isUniform: Bool { spans.count == 1 && spans[0].symbol == nil }

    /// The first span's style, for what has to pick one (line metrics use `largestFont`).
    public var primary: TextSpan { spans[0] }

    /// The largest font, which sets the line height of a mixed line.
    public var largestFont: Typeface { spans.max { $0.font.size < $1.font.size }!.font }

    mutating func append(_ string: String, style: TextSpan) {
        let start = text.utf8.count
        text += string
        let range = start..<text.utf8.count
        // Each inline symbol keeps a span of its own, even next to an equal one.
        if var last = spans.last, last.symbol == nil, style.symbol == nil, last.over(0..<0) == style.over(0..<0) {
            last.range = last.range.lowerBound..<range.upperBound
            spans[spans.count - 1] = last
        } else {
            spans.append(style.over(range))
        }
    }

    /// The content of the UTF-8 range `range` (which must fall on character boundaries).
    public func slice(_ range: Range<Int>) -> TextContent {
        // The whole text, as for most lines of most widgets, is this content itself.
        if range == 0..<text.utf8.count { return self }
        var out: [(String, TextSpan)] = []
        for span in spans {
            let lower = max(span.range.lowerBound, range.lowerBound),
                upper = min(span.range.upperBound, range.upperBound)
            guard lower < upper else { continue }
            out.append((Self.decode(text, lower..<upper), span))
        }
        if out.isEmpty {
            let style = spans.last { $0.range.lowerBound <= range.lowerBound } ?? spans[0]
            return TextContent(pieces: [("", style)])
        }
        return TextContent(pieces: out)
    }

    /// The characters at UTF-8 offsets `range` (which must fall on character boundaries).
    func substring(_ range: Range<Int>) -> String { Self.decode(text, range) }

    /// The UTF-8 bytes `range` of `text` as a string, read in place when the string is stored
    /// contiguously (native strings are), rather than copying every byte first.
    private static func decode(_ text: String, _ range: Range<Int>) -> String {
        text.utf8.withContiguousStorageIfAvailable {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
            ?? String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    /// This content followed by `other`.
    public static func + (lhs: TextContent, rhs: TextContent) -> TextContent {
        var out = lhs
        if out.text.isEmpty { out.spans = [] }
        for span in rhs.spans where !span.range.isEmpty {
            out.append(rhs.spans.count == 1 ? rhs.text : decode(rhs.text, span.range), style: span)
        }
        if out.spans.isEmpty { out.spans = rhs.spans.isEmpty ? lhs.spans : [rhs.spans[0].over(0..<0)] }
        return out
    }

    /// `string` in the style of this content's character at UTF-8 offset `offset`
    /// (the last one when past the end): how an ellipsis takes its neighbour's style.
    public func styled(_ string: String, likeOffset offset: Int) -> TextContent {
        let span = spans.last { $0.range.lowerBound <= offset && !$0.range.isEmpty } ?? spans[0]
        return TextContent(pieces: [(string, span.withoutSymbol)])
    }

    /// Every font and tracking scaled by `factor` (for `minimumScaleFactor`).
    public func scaled(by factor: CGFloat) -> TextContent {
        guard factor != 1 else { return self }
        var copy = self
        copy.spans = spans.map {
            var span = $0
            span.font.size *= factor
            span.tracking *= factor
            span.symbol?.scale(by: factor)
            return span
        }
        return copy
    }

    /// The same text with every newline shown as a space (the bytes keep their offsets).
    func newlinesAsSpaces() -> TextContent {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return self }
        var copy = self
        copy.text = text.replacingOccurrences(of: "\n", with: " ")
        return copy
    }
}
