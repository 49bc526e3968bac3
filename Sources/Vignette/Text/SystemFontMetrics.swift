import Foundation

/// Vertical metrics of Apple's system font (SF Pro), used for every line box so that
/// text stacks up as on iOS whatever font draws the glyphs.
///
/// SF Pro's ascender is 1950 and descender 494 units per 2048 em, so a line is
/// 1.193359375 em tall: `systemFont(15).lineHeight` is 17.900391 on iOS
/// (Docs/LayoutSemantics.md §a.2 and §2). Cap height 1443/2048 em (SF Pro Text).
/// Wrapped lines of a text style follow one another at the style's leading (`linePitch`).
public struct LineMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box, in points.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box, in points.
    public var descent: CGFloat
    /// Height of capital letters above the baseline, in points.
    public var capHeight: CGFloat
    /// Baseline to baseline between wrapped lines: the line height, or a text style's leading
    /// where that is larger (measured against iOS: Docs/LayoutSemantics.md §2, "Wrapped lines").
    public var linePitch: CGFloat

    /// The height of one line: ascent plus descent.
    public var lineHeight: CGFloat { ascent + descent }

    /// The metrics of the system font at `size` points, lines following at the line height.
    public init(size: CGFloat) {
        ascent = size * 1950 / 2048
        descent = size * 494 / 2048
        capHeight = size * 1443 / 2048
        linePitch = ascent + descent
    }

    /// The metrics of `font`: a system font of a text style spaces wrapped lines at the style's
    /// leading (Apple's Dynamic Type table) when that exceeds the line height.
    public init(font: Typeface) {
        self.init(size: font.size)
        if font.family == nil, let style = font.style {
            linePitch = max(linePitch, style.leading(atSize: font.size))
        }
    }

    /// The height of `lines` lines: the first line's height and a pitch for each further line.
    public func height(ofLines lines: Int) -> CGFloat {
        lines > 0 ? lineHeight + CGFloat(lines - 1) * linePitch : 0
    }

    /// Whole lines in `height` (at least one; capped far beyond any text, so a huge height
    /// cannot overflow `Int`).
    public func lines(fitting height: CGFloat) -> Int {
        let fit = ((height + 1e-6 - lineHeight) / linePitch).rounded(.down) + 1
        return fit >= 1e9 ? 1_000_000_000 : fit >= 1 ? Int(fit) : 1
    }
}
