import Foundation
import Vignette

extension SystemTracking {
    /// What each figure (and the decimal comma) of the rounded stand-in adds to its run's letter
    /// spacing, in 1/1000 em, so Quicksand's figures, drawn 1.105 times as wide
    /// (`FontLibrary.roundedScale`), take SF Pro Rounded's advances: fitted to the ink widths of
    /// iOS's eleven rounded texts (Home Assistant's energy values, bold at 20 pt, and its calendar's
    /// "18", semibold at 30 pt), least squares with a ridge of 1000 px² per em² so no figure's value
    /// rests on one text (Docs/Fonts.md, "The rounded stand-in's figures").
    package static let roundedFigureSpacing: [Character: CGFloat] = [
        "0": -39, "1": 52, "2": 18, "3": 39, "4": -60, "5": 27, "6": 9, "7": -42, "8": 41, "9": 59, ",": -49,
    ]

    /// The points a figure `character` in `font` adds to its run's letter spacing: the rounded
    /// stand-in's value (`roundedFigureSpacing`) where Quicksand serves SF Pro Rounded with
    /// proportional figures; zero for the user's files, other designs, `.monospacedDigit()`
    /// (tabular figures, unmeasured) and every other character.
    package static func figureAdjustment(
        for font: Typeface, character: Character, system: SystemFonts = .standIns
    ) -> CGFloat {
        guard font.design == .rounded, let thousandths = roundedFigureSpacing[character], font.family == nil,
            font.size.isFinite, font.size > 0, !font.usesMonospacedDigits, !system.isUserFont(font),
            system.serving(font).family == SystemFonts.standIns.family(.rounded)
        else { return 0 }
        return font.size * thousandths / 1000
    }

    /// The UTF-8 offsets and characters in `range` of `text` that `roundedFigureSpacing` names
    /// (all ASCII, one byte each).
    package static func figureOffsets(in range: Range<Int>, of text: String) -> [(offset: Int, character: Character)] {
        var out: [(offset: Int, character: Character)] = []
        for (offset, byte) in text.utf8.enumerated() where range.contains(offset) {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, roundedFigureSpacing[character] != nil { out.append((offset, character)) }
        }
        return out
    }
}
