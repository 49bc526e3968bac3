import Foundation
import Vignette

extension LintRules {
    /// A picture left in the accented look's default rendering, where the system paints it as a silhouette.
    ///
    /// **Level: warning.** In the tinted and glass looks the system draws a picture that has no
    /// `widgetAccentedRenderingMode` as a flat shape of the accent colour (WidgetKit:
    /// "Optimizing your widget for accented rendering mode and Liquid Glass"); a logo with
    /// transparency reads fine that way, a photo becomes a block. Which one it is needs a
    /// designer's eye, so it is guidance. SF Symbols are meant to be tinted and are not reported.
    public static let accentedPicture: LintRule = LintRule(
        id: "accented-picture", severity: .warning, scope: .appearance,
        summary:
            "In tinted or glass looks: a picture (not a symbol) without widgetAccentedRenderingMode, drawn as an accent silhouette.",
        guidance:
            "Give full-colour pictures widgetAccentedRenderingMode(.desaturated or .fullColor) (WidgetKit: accented rendering mode)."
    ) { context in
        let sample = context.sample
        guard sample.appearance.renderingMode == .accented else { return [] }
        return sample.prepared.displayList.images.compactMap { image in
            guard image.accentedRenderingMode == nil, image.picture != nil else { return nil }
            let name = URL(fileURLWithPath: image.path).lastPathComponent
            return LintIssue(
                "picture '\(name)' has no widgetAccentedRenderingMode: the \(sample.appearance.rawValue) look draws it as a silhouette",
                node: "image '\(name)'", frame: image.frame)
        }
    }
}
