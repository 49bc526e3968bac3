import Foundation
import Vignette

extension LintRules {
    /// Text set smaller than 11 pt.
    ///
    /// **Level: error:** the HIG's smallest widget text size is 11 pt (HIG Widgets; Docs/WidgetFacts.md
    /// §4b): smaller text is below what the system allows for legibility.
    ///
    /// Read from the display list, so every styled span counts with its own font.
    public static let textTooSmall: LintRule = LintRule(
        id: "text-too-small", severity: .error, scope: .layout,
        summary: "A text run (or span) set in a font smaller than 11 pt.",
        guidance: "Minimum text size in widgets: 11 pt (HIG, Docs/WidgetFacts.md §4b)."
    ) { context in
        let sample = context.sample
        return LintRules.smallText(sample.textRuns, node: sample.node(for:))
    }
}
