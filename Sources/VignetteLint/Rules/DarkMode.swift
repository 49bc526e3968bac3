import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension LintRules {
    /// A background that stays the same in light and dark.
    ///
    /// **Level: warning:** a designer may keep one background on purpose (a photo, a brand colour);
    /// legibility in dark is `contrast`'s error.
    ///
    /// Compares the most common opaque colour of the rendering without text (the
    /// background, whoever paints it) in dark against light, on the same device and
    /// moment; within 2/255 per channel is "the same".
    public static let darkMode: LintRule = LintRule(
        id: "dark-mode", severity: .warning, scope: .appearance,
        summary: "The widget's background colour is the same in dark as in light.",
        guidance: "Dark mode through the widget background (Docs/Design.md, Layout)."
    ) { context in
        let sample = context.sample
        guard sample.appearance == .dark, let light = context.sibling(family: sample.family, appearance: .light),
            let dark = DominantColor.of(try sample.textlessBitmap()),
            let bright = DominantColor.of(try light.textlessBitmap())
        else { return [] }
        let same =
            abs(dark.red - bright.red) <= 2.0 / 255 && abs(dark.green - bright.green) <= 2.0 / 255
            && abs(dark.blue - bright.blue) <= 2.0 / 255
        guard same else { return [] }
        return [
            LintIssue(
                "the background is \(dark.hexString) in both light and dark", node: "background", frame: sample.bounds)
        ]
    }
}

enum DominantColor {
    /// The most common fully opaque pixel colour, nil when none is opaque.
    static func of(_ bitmap: Bitmap) -> RGBA? {
        var counts: [UInt32: Int] = [:]
        let bytes = bitmap.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] == 255 {
            counts[UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]), default: 0] += 1
        }
        return counts.max { $0.value < $1.value }.map { RGBA(hex: $0.key) }
    }
}
