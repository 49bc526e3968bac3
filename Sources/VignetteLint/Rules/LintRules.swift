import Foundation

/// Every rule the lint runs, in report order.
public enum LintRules {
    // Each rule's type is spelled (`static let margins: LintRule = …`): otherwise every file naming one
    // type-checks its closures again to infer it (this list took 150 ms per compile job).
    /// Every rule, in the order reports list them.
    public static let all: [LintRule] = [
        margins, density, scaledLayout, concentricCorners, appName, lastUpdated,
        textTruncated, textClipped, largeText, textTooSmall, controlLabel, contrast, contrastAA, backgroundRemoved,
        containerBackground,
        accentedPicture, darkMode,
        singleEntry, staleEntry, entrySpacing, reloadBudget, reloadJitter, relevanceMissing, relevanceSchema,
        placeholderData, previewSnapshot, cachedFallback, silenceReason,
    ]

    /// Not a check: reported when a widget cannot be rendered or simulated, so a lint
    /// never passes by skipping what it could not see.
    public static let renderFailed: LintRule = LintRule(
        id: "render-failed", severity: .error, scope: .widget,
        summary: "The widget (or its provider) threw while being rendered or simulated.",
        guidance: "Every family, dark mode and StandBy must render (Docs/Design.md, Testing)."
    ) { _ in [] }

    /// Not a check: a rendering Vignette itself cannot make (a HEIC picture), which iOS would
    /// show. **Level: warning:** the widget is not at fault; nothing is judged in that rendering.
    public static let renderUnsupported: LintRule = LintRule(
        id: "render-unsupported", severity: .warning, scope: .widget,
        summary: "Vignette cannot draw something the widget uses (e.g. a HEIC picture); that rendering is not judged.",
        guidance: "A limitation of Vignette, not of the widget (Docs/Lint.md, severity model)."
    ) { _ in [] }

    /// `render-unsupported` for an error that names a limitation of Vignette, else `render-failed`.
    public static func renderRule(for error: Error) -> LintRule {
        // Vignette's own limits say so in their message ("Vignette draws PNG, JPEG, SVG and PDF files only").
        String(describing: error).contains("Vignette draws") ? renderUnsupported : renderFailed
    }

    /// The rule with this id, including the internal render rules; nil when there is none.
    public static func rule(_ id: String) -> LintRule? {
        (all + [renderFailed, renderUnsupported]).first { $0.id == id }
    }
}
