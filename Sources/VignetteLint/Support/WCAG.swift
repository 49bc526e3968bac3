import Foundation
import Vignette

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two.
package enum WCAG {
    /// Body text needs 4.5:1; large text (18 pt, or 14 pt bold) 3:1 (WCAG 2.x SC 1.4.3).
    package static func requiredRatio(size: CGFloat, weight: Typeface.Weight) -> Double {
        isLarge(size: size, weight: weight) ? 3 : 4.5
    }

    package static func isLarge(size: CGFloat, weight: Typeface.Weight) -> Bool {
        size >= 18 || (size >= 14 && weight.value >= Typeface.Weight.bold.value)
    }

    /// Relative luminance of an opaque sRGB colour.
    package static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05), from 1 (same) to 21 (black on white).
    package static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `c` painted over the opaque `backdrop`.
    package static func composite(_ c: RGBA, over backdrop: RGBA) -> RGBA {
        let a = c.alpha
        return RGBA(
            red: c.red * a + backdrop.red * (1 - a), green: c.green * a + backdrop.green * (1 - a),
            blue: c.blue * a + backdrop.blue * (1 - a))
    }
}
