import Foundation
import Vignette

extension LintRules {
    /// Text under 3:1 against the pixels behind it, in the looks whose colours the developer chooses.
    ///
    /// **Level: error.** 3:1 is the lowest contrast WCAG 2.x accepts for any text (SC 1.4.3's
    /// large-text minimum); under it a reader with ordinary vision strains to read, so the
    /// widget is broken, not merely below guidance. Measured as `TextContrast` describes (WCAG
    /// relative luminance, the glyphs' fully covered pixels against the same pixels without text).
    ///
    /// Judged only in the full-colour looks (light, dark, StandBy by day), where the widget's own
    /// colours reach the screen. In the tinted and glass looks, StandBy at night and the lock
    /// screen the system recolours text (Apple: accented and vibrant rendering modes), so there
    /// only what the developer causes is reported, by `background-removed` (invisible text) and
    /// `accented-picture`. Apple's system colours (`Color.red`, `.secondary`…) resolved for the
    /// look they are shown in were designed by Apple for it and are `contrast-aa`'s warning, not
    /// this error, unless the text is invisible (under 1.5:1).
    public static let contrast: LintRule = LintRule(
        id: "contrast", severity: .error, scope: .appearance,
        summary:
            "Text under 3:1 against the pixels behind it in light, dark or StandBy (a system colour only when under 1.5:1).",
        guidance: "Text must be legible: WCAG 2.x SC 1.4.3 accepts no text under 3:1 (Docs/Lint.md, Contrast)."
    ) { context in
        try ContrastCheck.issues(context.sample) {
            ContrastCheck.isError($0, systemColor: $1) ? ContrastCheck.floor : nil
        }
    }

    /// Body text under 4.5:1 (large text under 3:1): WCAG 2.x level AA, the HIG's recommendation.
    ///
    /// **Level: warning.** The HIG asks for 4.5:1 for small text and 3:1 for large or bold text
    /// (HIG, Accessibility: Color and effects), but Apple's own system colours fall short of it
    /// where Apple uses them (system red on white is 3.6:1): a designer weighs it. Large text is
    /// WCAG's: 18 pt, or 14 pt bold. Same looks and measure as `contrast`; what `contrast` reports
    /// is not repeated here.
    public static let contrastAA: LintRule = LintRule(
        id: "contrast-aa", severity: .warning, scope: .appearance,
        summary: "Text under 4.5:1 (3:1 when 18 pt, or 14 pt bold) in light, dark or StandBy: WCAG level AA.",
        guidance:
            "Contrast 4.5:1 for body text, 3:1 for large text (HIG Accessibility; WCAG 2.x SC 1.4.3) (Docs/Lint.md, Contrast)."
    ) { context in
        try ContrastCheck.issues(context.sample) { measured, system in
            measured.ratio < measured.required && !ContrastCheck.isError(measured, systemColor: system)
                ? measured.required : nil
        }
    }
}

/// The measuring shared by `contrast` and `contrast-aa`.
enum ContrastCheck {
    /// WCAG's lowest contrast for any text.
    static let floor = 3.0

    /// Under the floor, unless a system colour that is still visible (1.5:1 or more).
    static func isError(_ measured: TextContrast, systemColor: Bool) -> Bool {
        measured.ratio < floor && !(systemColor && measured.ratio >= BackgroundRemoval.unreadable)
    }

    /// An issue for each text run `failing` gives a threshold for (it is told whether the text is a system colour).
    static func issues(_ sample: LintSample, failing: (TextContrast, Bool) -> Double?) throws -> [LintIssue] {
        guard sample.appearance.renderingMode == .fullColor else { return [] }
        let removed = !sample.appearance.showsWidgetBackground
        let system = SystemPalette.colors(for: sample.appearance.colorScheme, os: sample.prepared.spec.os)
        return try TextContrast.measure(sample).compactMap { measured in
            guard let required = failing(measured, system.contains(measured.run.color)),
                !(removed && measured.ratio < BackgroundRemoval.unreadable),
                !measured.run.text.trimmingCharacters(in: .whitespaces).isEmpty
            else { return nil }
            return LintIssue(
                String(
                    format: "'%@' has contrast %.2f:1 (needs %.1f:1): %@ on %@", measured.run.text, measured.ratio,
                    required, measured.textColor.hexString, measured.backgroundColor.hexString),
                node: measured.node.map(PaintedLeaf.describe) ?? "text", frame: measured.box)
        }
    }
}

/// Apple's system colours as resolved in one colour scheme, to tell them from the developer's.
enum SystemPalette {
    static func colors(for scheme: ColorScheme, os: OSVersion) -> Set<RGBA> {
        Set(SystemColor.allCases.map { $0.resolve(scheme, os: os) })
    }
}
