import Foundation
import Vignette

extension LintRules {
    /// Text cut short with "…" on this device.
    ///
    /// **Level: warning:** "…" is SwiftUI's designed answer to text longer than its room (`lineLimit`),
    /// often intended for user data; whether the cut loses meaning is a designer's call. Glyphs cut
    /// without an ellipsis are `text-clipped`'s error.
    ///
    /// A words node whose last drawn line ends in "…" was truncated by its line limit or
    /// its frame (text that itself ends in "…" is indistinguishable and also reported).
    /// The lint renders on the smallest and the largest iPhone by default, where text
    /// truncates first and where a layout tuned for small screens shows its gaps; with
    /// `--locale` (`Linter.locales`) in each locale, the message naming it (`en-XA`, the
    /// pseudolocale that lengthens every text, finds what a translation will cut).
    public static let textTruncated: LintRule = LintRule(
        id: "text-truncated", severity: .warning, scope: .layout,
        summary: "Text truncated with '…' (checked on the smallest and largest iPhone by default).",
        guidance: "Text readable on the smallest and the largest device (Docs/Design.md, Layout)."
    ) { context in
        PaintedLeaf.all(under: context.sample.content).compactMap { leaf in
            guard leaf.isText, let last = leaf.node.lines?.last, last.hasSuffix("…") else { return nil }
            return LintIssue(
                "text truncated on \(context.sample.device.name)\(context.sample.inLocale): '\(leaf.text)'",
                node: leaf.label, frame: leaf.frame)
        }
    }
}
