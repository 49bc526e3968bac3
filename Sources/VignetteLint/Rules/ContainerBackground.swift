import Foundation
import Vignette

extension LintRules {
    /// A WidgetKit widget whose view declares no container background.
    ///
    /// **Level: error:** from iOS 17 the system shows a message over such a widget instead of
    /// letting it stand ("If a widget doesn't support removable background views or doesn't explicitly
    /// mark a background as nonremovable, the system displays a warning message that overlays the
    /// widget", Apple, "Displaying the right widget background"); developers report the message,
    /// "Please adopt containerBackground API", on devices too.
    ///
    /// Checked per family: the content must declare `containerBackground(for: .widget)` somewhere,
    /// unless the configuration says `containerBackgroundRemovable(false)`. Vignette's own widgets
    /// (the DSL, which has a default background) are not checked.
    public static let containerBackground: LintRule = LintRule(
        id: "container-background", severity: .error, scope: .layout,
        summary:
            "A WidgetKit widget whose view declares no containerBackground(for: .widget) (iOS 17+ overlays a message).",
        guidance:
            "Put the widget's background in containerBackground(for: .widget) (Docs/SwiftUI.md, \"The container background\"; Apple: Displaying the right widget background)."
    ) { context in
        guard context.widget.requiresContainerBackground, context.widget.backgroundRemovable,
            !context.sample.prepared.declaresContainerBackground
        else { return [] }
        return [
            LintIssue(
                "declares no containerBackground(for: .widget): iOS 17 and later show \"Please adopt containerBackground "
                    + "API\" over the widget", node: "widget", frame: context.sample.bounds)
        ]
    }
}
