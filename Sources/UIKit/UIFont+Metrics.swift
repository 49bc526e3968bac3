import Foundation
import Vignette

extension UIFont {
    /// The height of a line of text, in points: the ascender above the baseline and the descender
    /// below it, with no leading (Apple: "the height of text lines"). SF Pro's, as every line box
    /// Vignette lays out is (`LineMetrics`): `systemFont(ofSize: 15).lineHeight` is 17.900391 on iOS.
    public var lineHeight: CGFloat { LineMetrics(size: pointSize).lineHeight }
    /// The top of the tallest glyphs above the baseline, in points (SF Pro's 1950 of 2048 units an em).
    public var ascender: CGFloat { LineMetrics(size: pointSize).ascent }
    /// The bottom of the lowest glyphs below the baseline, negative as Apple's is (SF Pro's −494 of 2048).
    public var descender: CGFloat { -LineMetrics(size: pointSize).descent }
    /// The height of capital letters, in points (SF Pro's 1443 of 2048 units an em).
    public var capHeight: CGFloat { LineMetrics(size: pointSize).capHeight }
    /// The extra space between lines the font asks for: 0 for the system font, as on iOS.
    public var leading: CGFloat { 0 }
}
