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

extension SystemTracking {
    /// The UTF-8 ranges of `text` in scripts the system font leaves to its fallbacks (Chinese,
    /// Japanese, Korean, Arabic, Hebrew, emoji): SF Pro's tracking is SF Pro's, so those runs,
    /// drawn in other fonts, keep only the tracking the widget asks for.
    package static func untrackedRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        // Whole characters, so an attribute never splits an emoji sequence or a combining mark;
        // white space between two untracked characters joins them, as Pango gives it their font.
        var pendingSpace: Range<Int>?
        for character in text {
            let length = character.utf8.count
            let here = offset..<(offset + length)
            offset += length
            if character.unicodeScalars.contains(where: isFallbackScript) {
                if let last = ranges.last, last.upperBound == (pendingSpace?.lowerBound ?? here.lowerBound) {
                    ranges[ranges.count - 1] = last.lowerBound..<here.upperBound
                } else {
                    ranges.append(here)
                }
                pendingSpace = nil
            } else if character.isWhitespace, !character.isNewline, let last = ranges.last,
                last.upperBound == (pendingSpace?.lowerBound ?? here.lowerBound)
            {
                pendingSpace = (pendingSpace?.lowerBound ?? here.lowerBound)..<here.upperBound
            } else {
                pendingSpace = nil
            }
        }
        return ranges
    }

    private static func isFallbackScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true  // Hebrew, Arabic and their forms
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true  // CJK, kana, Hangul, full width
        case 0x1F000...0x1FAFF: true  // emoji and pictographs
        default: scalar.properties.isEmojiPresentation
        }
    }
}
