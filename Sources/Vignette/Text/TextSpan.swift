import Foundation

/// A stretch of text in one style: the unit of styled runs (`Words("a").bold() + Words("b")`).
public struct TextSpan: Hashable, Sendable {
    /// UTF-8 offsets of the span in its text.
    public var range: Range<Int>
    /// The face the span is shaped in.
    public var font: Typeface
    /// Extra space between characters, in points (`tracking`/`kerning`).
    public var tracking: CGFloat
    /// The span's colour, resolved; a placeholder while `paint` is set.
    public var color: RGBA
    /// Where the colour comes from while it is unresolved: layout sets this, the display-list
    /// stage resolves it into `color` and clears it.
    public var paint: SpanPaint? {
        get { paintBox?.value }
        set { paintBox = newValue.map(PaintBox.init) }
    }
    /// `paint` behind one reference: text layout copies spans on every slice and candidate cut,
    /// and a paint inline (gradients and all) would make each copy several times larger.
    private var paintBox: PaintBox?
    /// Whether `paint` is set, without unboxing it.
    var hasPaint: Bool { paintBox != nil }
    /// An SF Symbol set inline (`Text(Image(systemName:))`): the span is one object replacement
    /// character (`TextSpan.symbolCharacter`) as wide as the symbol's box. The run's frame is
    /// relative to the span's left end on the baseline; it takes the span's colour when drawn, and its
    /// level colours are resolved with the span's (`paint`).
    public var symbol: SymbolRun?
    /// A line through the span's middle (`strikethrough`); nil: none.
    public var strikethrough: TextDecoration?
    /// A line under the span's baseline (`underline`); nil: none.
    public var underline: TextDecoration?

    /// Whether the span draws a strikethrough or an underline.
    public var isDecorated: Bool { strikethrough != nil || underline != nil }

    /// A styled stretch of UTF-8 offsets `range` of its text.
    public init(range: Range<Int>, font: Typeface, tracking: CGFloat = 0, color: RGBA) {
        self.range = range
        self.font = font
        self.tracking = tracking
        self.color = color
    }

    /// The character an inline symbol stands on in the text (U+FFFC OBJECT REPLACEMENT CHARACTER).
    public static let symbolCharacter = "\u{FFFC}"

    /// The style without an inline symbol: what text next to the symbol (an ellipsis) takes.
    public var withoutSymbol: TextSpan {
        var copy = self
        copy.symbol = nil
        return copy
    }

    /// The same style over another range.
    func over(_ range: Range<Int>) -> TextSpan {
        var copy = self
        copy.range = range
        return copy
    }
}

/// A span's paint source, shared by the copies of the span; equal when the paints are.
private final class PaintBox: Hashable, Sendable {
    let value: SpanPaint
    init(_ value: SpanPaint) { self.value = value }
    static func == (lhs: PaintBox, rhs: PaintBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
