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
}

/// One line of a broken text.
public struct TextLine: Hashable, Sendable {
    /// UTF-8 byte offsets of the line's visible characters in the text: trailing spaces
    /// and the newline that ended the line are left out.
    public var range: Range<Int>
    /// The advance width of those characters.
    public var width: CGFloat

    public init(range: Range<Int>, width: CGFloat) {
        self.range = range
        self.width = width
    }
}
