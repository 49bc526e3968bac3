import Foundation

/// Vertical metrics of Apple's system font (SF Pro), used for every line box so that
/// text stacks up as on iOS whatever font draws the glyphs.
///
/// SF Pro's ascender is 1950 and descender 494 units per 2048 em, so a line is
/// 1.193359375 em tall: `systemFont(15).lineHeight` is 17.900391 on iOS
/// (Docs/LayoutSemantics.md §a.2 and §2). Cap height 1443/2048 em (SF Pro Text).
public struct LineMetrics: Hashable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var capHeight: CGFloat

    public var lineHeight: CGFloat { ascent + descent }

    public init(size: CGFloat) {
        ascent = size * 1950 / 2048
        descent = size * 494 / 2048
        capHeight = size * 1443 / 2048
    }
}
