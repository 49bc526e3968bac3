import Foundation
import Vignette

extension LintRules {
    /// Text whose WCAG contrast against the pixels behind it is too low, in every appearance.
    ///
    /// Measured as `TextContrast` describes (the rendering with and without its text,
    /// compared at the glyphs' fully covered pixels). Body text needs 4.5:1, large text
    /// (18 pt, or 14 pt bold) 3:1. Text that all but vanishes once the background is
    /// removed (under 1.5:1 in tinted or StandBy) is `background-removed`'s finding.
    /// StandBy at night and the lock screen are skipped: there the system recolours
    /// everything to one hue by luminance, so the widget's colours no longer decide contrast.
    public static let contrast = LintRule(
        id: "contrast", severity: .error, scope: .appearance,
        summary: "Text below 4.5:1 (3:1 when 18 pt, or 14 pt bold) against the pixels behind it, in every appearance.",
        guidance: "Legible in every appearance: WCAG 2.x contrast 4.5:1 for body text, 3:1 for large text (Docs/Design.md, Layout: dark mode, StandBy)."
    ) { context in
        let sample = context.sample
        // Vibrant appearances (StandBy at night, the lock screen, locked or not) recolour by luminance.
        guard sample.appearance.renderingMode != .vibrant else { return [] }
        let removed = !sample.appearance.showsWidgetBackground
        return try TextContrast.measure(sample).compactMap { measured in
            guard measured.ratio < measured.required, !(removed && measured.ratio < BackgroundRemoval.unreadable),
                  !measured.run.text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return LintIssue(String(format: "'%@' has contrast %.2f:1 (needs %.1f:1): %@ on %@", measured.run.text, measured.ratio,
                                    measured.required, measured.textColor.hexString, measured.backgroundColor.hexString),
                             node: measured.node.map(PaintedLeaf.describe) ?? "text", frame: measured.box)
        }
    }
}
