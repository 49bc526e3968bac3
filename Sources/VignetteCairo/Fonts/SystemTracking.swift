import Foundation
import Vignette

/// Apple's size-specific tracking for the system font, as data: the HIG's "Tracking values"
/// tables (developer.apple.com/design/human-interface-guidelines/typography, Docs/Fonts.md).
///
/// SF Pro carries this tracking itself (iOS applies it for every system-font run), so Vignette
/// applies it to whatever font serves the system design: the user's SF Pro or the Inter stand-in.
/// `.tracking(_:)` adds on top. A family of the widget's own (`Font.custom`) gets none, as on iOS.
package enum SystemTracking {
    /// One row: a point size and the tracking there in 1/1000 em.
    package struct Row: Sendable {
        package var size: CGFloat
        package var thousandths: CGFloat
    }

    /// SF Pro on iOS, iPadOS and visionOS, every row the HIG lists (from 80 pt on, 0).
    package static let sfPro: [Row] = rows([
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ])

    /// SF Pro Rounded, the rows Docs/WidgetFacts.md §5c keeps (the sizes between are interpolated).
    package static let sfProRounded: [Row] = rows([
        (11, 52), (12, 46), (13, 40), (15, 30), (17, 22), (20, 18), (22, 16), (28, 13), (34, 12), (40, 10),
        (48, 8), (60, 4), (76, 1), (80, 0),
    ])

    /// The tracking in points for `font`: the table of its design (none for monospaced, serif and a
    /// custom family) at its size. Between two rows the 1/1000 em value is interpolated; below the
    /// first row the first row's value holds, past the last the tracking is 0.
    package static func points(for font: Typeface) -> CGFloat {
        guard font.family == nil else { return 0 }
        let table: [Row]
        switch font.design {
        case .default: table = sfPro
        case .rounded: table = sfProRounded
        case .monospaced, .serif: return 0
        }
        return points(at: font.size, in: table)
    }

    /// The tracking in points at `size` in `table`.
    package static func points(at size: CGFloat, in table: [Row]) -> CGFloat {
        guard size.isFinite, size > 0, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return size * first.thousandths / 1000 }
        if size >= last.size { return size * last.thousandths / 1000 }
        let upper = table.firstIndex { $0.size >= size }!
        let high = table[upper], low = table[upper - 1]
        let fraction = (size - low.size) / (high.size - low.size)
        let thousandths = low.thousandths + (high.thousandths - low.thousandths) * fraction
        return size * thousandths / 1000
    }

    private static func rows(_ pairs: [(CGFloat, CGFloat)]) -> [Row] {
        pairs.map { Row(size: $0.0, thousandths: $0.1) }
    }
}
