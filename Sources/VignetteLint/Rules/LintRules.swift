import Foundation

/// Every rule the lint runs, in report order.
public enum LintRules {
    /// Every rule, in the order reports list them.
    public static let all: [LintRule] = [
        margins, density, scaledLayout, concentricCorners, appName, lastUpdated,
        textTruncated, textClipped, largeText, textTooSmall, controlLabel, contrast, contrastAA, backgroundRemoved, accentedPicture, darkMode,
        singleEntry, staleEntry, entrySpacing, reloadBudget, reloadJitter, relevanceMissing, relevanceSchema,
        placeholderData, previewSnapshot, cachedFallback, silenceReason,
    ]

    /// Not a check: reported when a widget cannot be rendered or simulated, so a lint
    /// never passes by skipping what it could not see.
    public static let renderFailed = LintRule(
        id: "render-failed", severity: .error, scope: .widget,
        summary: "The widget (or its provider) threw while being rendered or simulated.",
        guidance: "Every family, dark mode and StandBy must render (Docs/Design.md, Testing)."
    ) { _ in [] }

    /// The rule with this id, including the internal render-failure rule; nil when there is none.
    public static func rule(_ id: String) -> LintRule? { (all + [renderFailed]).first { $0.id == id } }
}
