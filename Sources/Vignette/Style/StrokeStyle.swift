import Foundation

/// How an outline is stroked (SwiftUI's `StrokeStyle`): width, ends, corners and dashes,
/// lengths in points.
public struct StrokeStyle: Hashable, Sendable {
    /// How open ends look.
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        /// Square cut at the end, round cap, or square cap reaching half a width beyond the end.
        case butt, round, square
    }

    /// How corners look.
    public enum Join: String, Hashable, Sendable, CaseIterable {
        /// Sharp corner (bevelled past `miterLimit`), round corner or cut-off corner.
        case miter, round, bevel
    }

    /// The line's thickness, in points, centred on the outline.
    public var lineWidth: CGFloat
    /// How the ends of open lines look.
    public var lineCap: Cap
    /// How corners look.
    public var lineJoin: Join
    /// Beyond this ratio of miter length to width, a miter join is bevelled.
    public var miterLimit: CGFloat
    /// Alternating lengths drawn and skipped; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are SwiftUI's (1 pt, butt caps, miter joins, solid).
    public init(
        lineWidth: CGFloat = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
