import Foundation
import Vignette

extension SystemTracking {
    /// The word space iOS sets in SF Pro Display, in em: the ink gaps between words in iOS's renders
    /// at 21–56 pt, regular and semibold (Docs/Fonts.md, "The word space").
    package static let displaySpace: CGFloat = 0.225

    /// Inter Display's own space advance in em by weight (100…900): 570, 536, 503, 469, 436 and
    /// 402 of its 2048 units per em, the same upright and italic.
    private static let interDisplaySpace: [Int: CGFloat] = [
        100: 570, 200: 570, 300: 570, 400: 570, 500: 536, 600: 503, 700: 469, 800: 436, 900: 402,
    ].mapValues { $0 / 2048 }

    /// The points a space in `font` adds to its run's letter spacing so a stand-in's word space is
    /// as wide as SF Pro Display's: negative where Inter Display serves and its space is wider
    /// (regular −0.053 em, semibold −0.021 em), otherwise zero (the user's files, other designs,
    /// and Inter Display's heavier cuts, whose space is already narrower: not widened, unmeasured).
    package static func spaceAdjustment(for font: Typeface, system: SystemFonts = .standIns) -> CGFloat {
        guard font.family == nil, font.size.isFinite, font.size > 0, !system.isUserFont(font),
            system.serving(font).family == SystemFonts.standIns.family(.display)
        else { return 0 }
        let weight = min(max((font.weight.value + 50) / 100 * 100, 100), 900)
        let own = interDisplaySpace[weight] ?? displaySpace
        return font.size * min(0, displaySpace - own)
    }

    /// The UTF-8 offsets of the word spaces (U+0020) in `range` of `text`, outside the runs the
    /// system font leaves to its fallbacks.
    package static func spaceOffsets(in range: Range<Int>, of text: String) -> [Int] {
        let untracked = untrackedRanges(in: text)
        var out: [Int] = []
        for (offset, byte) in text.utf8.enumerated() where byte == 0x20 && range.contains(offset) {
            if !untracked.contains(where: { $0.contains(offset) }) { out.append(offset) }
        }
        return out
    }
}
