import Foundation

/// A stretch of text in one style: the unit of styled runs (`Words("a").bold() + Words("b")`).
public struct TextSpan: Hashable, Sendable {
    /// UTF-8 offsets of the span in its text.
    public var range: Range<Int>
    /// The face the span is shaped in.
    public var font: Typeface
    /// Extra space between characters, in points (`tracking`/`kerning`).
    public var tracking: CGFloat
    /// The span's colour, resolved.
    public var color: RGBA

    /// A styled stretch of UTF-8 offsets `range` of its text.
    public init(range: Range<Int>, font: Typeface, tracking: CGFloat = 0, color: RGBA) {
        self.range = range
        self.font = font
        self.tracking = tracking
        self.color = color
    }

    /// The same style over another range.
    func over(_ range: Range<Int>) -> TextSpan {
        var copy = self
        copy.range = range
        return copy
    }
}
