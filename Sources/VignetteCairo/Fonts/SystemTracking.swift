import Foundation
import Vignette

/// Apple's size-specific tracking for the system font, as data: the HIG's "Tracking values"
/// tables (developer.apple.com/design/human-interface-guidelines/typography, Docs/Fonts.md).
///
/// SF Pro carries this tracking itself (iOS applies it for every system-font run), so Vignette
/// applies it to whatever font serves the system design: the user's SF Pro or the Inter stand-in.
/// Where a stand-in serves, a correction measured against iOS's renders is added so its text sets
/// as wide as iOS's (`standInCorrection`). `.tracking(_:)` adds on top. A family of the widget's
/// own (`Font.custom`) gets none, as on iOS.
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

    /// What the free stand-ins need on top of Apple's tracking, in 1/1000 em, to set text as wide
    /// as iOS sets it in SF Pro Display: measured against iOS's renders (Docs/Fonts.md, "Calibrated
    /// against iOS"); Inter Display's own spacing is tighter than SF Pro Display's at 20–23 pt and
    /// looser from 33 pt. Below 20 pt (Inter) no correction was needed; past the last row its value holds.
    package static let interDisplayCorrection: [Row] = rows([(20, 21), (21, 21), (27, -3), (33, -8)])

    /// What Inter Display's italics add on top of `interDisplayCorrection`, in 1/1000 em: its
    /// italics set narrower than SF Pro Display's (median +10/1000 em to close, 22 texts at 21–58 pt,
    /// measured with the word space narrowed; Docs/Fonts.md, "The word space").
    package static let interDisplayItalicCorrection: CGFloat = 8

    /// DejaVu Sans Mono's advance is 16/1000 em narrower than SF Mono's as iOS sets it (the same at
    /// 11 and 16 pt, regular and semibold).
    package static let monospacedCorrection: CGFloat = 16

    /// The tracking in points for `font` served by `system`: the table of its design (none for
    /// monospaced, serif and a custom family) at its size, plus the stand-in's correction where a
    /// stand-in serves. Between two rows the 1/1000 em value is interpolated; below the first row
    /// the first row's value holds, past the last the last row's.
    package static func points(for font: Typeface, system: SystemFonts = .standIns) -> CGFloat {
        guard font.family == nil, font.size.isFinite, font.size > 0 else { return 0 }
        let apple: CGFloat
        switch font.design {
        case .default: apple = thousandths(at: font.size, in: sfPro)
        case .rounded: apple = thousandths(at: font.size, in: sfProRounded)
        case .monospaced, .serif: apple = 0
        }
        return font.size * (apple + standInCorrection(for: font, system: system)) / 1000
    }

    /// The 1/1000 em a stand-in serving `font` adds to Apple's tracking; none for the user's files,
    /// whose tracking is Apple's alone.
    package static func standInCorrection(for font: Typeface, system: SystemFonts) -> CGFloat {
        guard font.family == nil, !system.isUserFont(font) else { return 0 }
        switch system.serving(font).family {
        case SystemFonts.standIns.family(.display):
            return thousandths(at: font.size, in: interDisplayCorrection)
                + (font.isItalic ? interDisplayItalicCorrection : 0)
        case SystemFonts.standIns.family(.monospaced): return monospacedCorrection
        default: return 0
        }
    }

    /// The tracking in points at `size` in `table`.
    package static func points(at size: CGFloat, in table: [Row]) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return size * thousandths(at: size, in: table) / 1000
    }

    /// The 1/1000 em value at `size` in `table`.
    private static func thousandths(at size: CGFloat, in table: [Row]) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.thousandths }
        if size >= last.size { return last.thousandths }
        let upper = table.firstIndex { $0.size >= size }!
        let high = table[upper], low = table[upper - 1]
        let fraction = (size - low.size) / (high.size - low.size)
        return low.thousandths + (high.thousandths - low.thousandths) * fraction
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
        // ASCII has no fallback script; most runs are ASCII and are painted often.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
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
