import Foundation

/// Vertical metrics of Apple's system font (SF Pro), used for every line box so that
/// text stacks up as on iOS whatever font draws the glyphs.
///
/// SF Pro's ascender is 1950 and descender 494 units per 2048 em, so a line is
/// 1.193359375 em tall: `systemFont(15).lineHeight` is 17.900391 on iOS
/// (Docs/LayoutSemantics.md §a.2 and §2). Cap height 1443/2048 em (SF Pro Text).
public struct LineMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box, in points.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box, in points.
    public var descent: CGFloat
    /// Height of capital letters above the baseline, in points.
    public var capHeight: CGFloat

    /// The height of one line: ascent plus descent.
    public var lineHeight: CGFloat { ascent + descent }

    /// The metrics of the system font at `size` points.
    public init(size: CGFloat) {
        ascent = size * 1950 / 2048
        descent = size * 494 / 2048
        capHeight = size * 1443 / 2048
    }
}
