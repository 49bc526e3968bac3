import Foundation
import Vignette

extension LintRules {
    /// A button or link that VoiceOver reads with no label: an image-only control without `accessibilityLabel`.
    ///
    /// **Level: error:** a VoiceOver user reaches a control that says only "button" and cannot
    /// tell what it does (HIG Accessibility: "Provide alternative labels for all images and
    /// icons"; every control needs a label). Read from the VoiceOver elements of the layout
    /// (`LayoutResult.accessibilityElements()`), so a symbol inside a button with a text beside
    /// it, or a label given, passes.
    public static let controlLabel: LintRule = LintRule(
        id: "control-label", severity: .error, scope: .layout,
        summary: "A button or link whose VoiceOver label is empty (an image-only control without accessibilityLabel).",
        guidance: "Give every image-only control an accessibility label (HIG Accessibility; Docs/Accessibility.md)."
    ) { context in
        context.sample.layout.accessibilityElements().flatMap(\.flattened).compactMap { element in
            let control =
                element.traits.contains(.isButton) ? "button" : element.traits.contains(.isLink) ? "link" : nil
            guard let control, element.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            return LintIssue(
                "a \(control) with no accessibility label: VoiceOver reads only \"\(control)\"",
                node: control, frame: element.frame)
        }
    }
}
