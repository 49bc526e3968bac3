import Foundation
import Vignette

extension SystemTracking {
    /// How much closer than Inter Display's full stops iOS sets the three dots of SF Pro Display's
    /// ellipsis (U+2026), in em, upright and italic, at weights 400 and 600: iOS's dot pitch (0.189
    /// and 0.208 em upright, 0.211 and 0.227 em italic, 36 truncated texts at 49–60 pt) less Inter
    /// Display's full-stop advance (0.2197 and 0.2383 em; italic 0.2188 and 0.2378 em). Between the
    /// two weights it is interpolated; outside them the nearer one's value holds (Docs/Fonts.md,
    /// "The ellipsis").
    package static let displayEllipsisTightening: (upright: (CGFloat, CGFloat), italic: (CGFloat, CGFloat)) = (
        upright: (0.189 - 0.2197, 0.208 - 0.2383), italic: (0.211 - 0.2188, 0.227 - 0.2378)
    )

    /// How much wider than ours iOS leaves the gap before the first dot (and so, by symmetry, after the
    /// last), in em, upright and italic: the mean of the measured texts (+0.027 … +0.037 em upright,
    /// +0.006 … +0.028 em italic, with the dots already at iOS's pitch).
    package static let displayEllipsisOpening: (upright: CGFloat, italic: CGFloat) = (0.031, 0.019)

    /// How much further past its last dot iOS ends a line that ends in SF Pro Display's italic
    /// ellipsis than Pango ends ours, in em: Bitwarden's AX5 style guide (3x), where the grouped
    /// background ends 7.33 pt past the last dot of the widest italic line ("Large…" at 60 pt;
    /// ours 5.00) and 6.00 pt past that of the semibold italic one ("Headli…" at 53 pt; ours 3.83),
    /// 0.039 and 0.041 em; upright, 3.00 pt against our 3.00 (Docs/Fonts.md, "The ellipsis").
    /// Pango drops the letter spacing after a line's last character, so the opening cannot give it.
    package static let displayItalicEllipsisEnd: CGFloat = 0.040

    /// The width in points that a line ending in an ellipsis set in `font` takes past Pango's
    /// measure of it: `displayItalicEllipsisEnd` of the size for the stand-in's italics, else 0.
    package static func ellipsisEndRoom(for font: Typeface, system: SystemFonts = .standIns) -> CGFloat {
        guard font.isItalic, ellipsisTightening(for: font, system: system) != nil else { return 0 }
        return font.size * displayItalicEllipsisEnd
    }

    /// The letter spacing of each of the three full stops standing in for an ellipsis, on top of the
    /// run's: the first and last get twice the opening more and the middle one twice it less, so
    /// Pango (which puts half a cluster's spacing before it and half after) widens the gaps around
    /// the ellipsis by the opening and keeps the dots' pitch; nil where `font`'s own ellipsis serves.
    package static func ellipsisSpacing(for font: Typeface, system: SystemFonts = .standIns) -> [CGFloat]? {
        guard let tightening = ellipsisTightening(for: font, system: system) else { return nil }
        let opening = font.size * (font.isItalic ? displayEllipsisOpening.italic : displayEllipsisOpening.upright)
        return [tightening + 2 * opening, tightening - 2 * opening, tightening + 2 * opening]
    }

    /// The letter spacing in points, on top of the run's, that each of the three full stops standing
    /// in for an ellipsis gets so the dots sit at SF Pro Display's pitch; nil where `font`'s own
    /// ellipsis glyph serves (the user's files, Inter below 20 pt, other designs, a custom family).
    package static func ellipsisTightening(for font: Typeface, system: SystemFonts = .standIns) -> CGFloat? {
        guard font.family == nil, font.size.isFinite, font.size > 0, !system.isUserFont(font),
            system.serving(font).family == SystemFonts.standIns.family(.display)
        else { return nil }
        let (regular, semibold) = font.isItalic ? displayEllipsisTightening.italic : displayEllipsisTightening.upright
        let t = min(max(CGFloat(font.weight.value - 400) / 200, 0), 1)
        return font.size * (regular + (semibold - regular) * t)
    }

    /// The UTF-8 offsets of the ellipses (U+2026, three bytes each) that start in `range` of `text`.
    package static func ellipsisOffsets(in range: Range<Int>, of text: String) -> [Int] {
        var out: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar == "\u{2026}", range.contains(offset) { out.append(offset) }
            offset += scalar.utf8.count
        }
        return out
    }

    /// `text` with the ellipses starting at `offsets` replaced by three full stops: the same three
    /// UTF-8 bytes, so every offset into the text stays valid.
    package static func fullStops(for offsets: [Int], in text: String) -> String {
        guard !offsets.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for offset in offsets { bytes.replaceSubrange(offset..<(offset + 3), with: [0x2E, 0x2E, 0x2E]) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
