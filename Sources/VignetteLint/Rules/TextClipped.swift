import Foundation
import Vignette

extension LintRules {
    /// Text drawn partly outside the widget or outside a clip around it.
    ///
    /// **Level: error:** glyphs cut off at the default text size: the user cannot read the text.
    ///
    /// The widget's rounded outline clips everything; text whose frame crosses the
    /// widget's bounds (or a `clipShape` above it) by more than half a point loses glyphs.
    public static let textClipped = LintRule(
        id: "text-clipped", severity: .error, scope: .layout,
        summary: "Text whose frame crosses the widget's bounds or a clip above it.",
        guidance: "Text readable on the smallest and the largest device (Docs/Design.md, Layout)."
    ) { context in
        let sample = context.sample
        return PaintedLeaf.all(under: sample.content).compactMap { leaf in
            guard leaf.isText, let what = leaf.crossing(sample.bounds) else { return nil }
            return LintIssue("text runs outside \(what) on \(sample.device.name): '\(leaf.text)'", node: leaf.label, frame: leaf.frame)
        }
    }
}

extension PaintedLeaf {
    /// What the leaf's frame crosses by more than half a point, "the widget" (`bounds`) or
    /// "its clip (x, y, w×h)" for a `clipShape` above it; nil when it fits both.
    package func crossing(_ bounds: CGRect) -> String? {
        let clips = [bounds] + ancestors.filter { $0.clipShape != nil }.map(\.frame)
        guard let clip = clips.first(where: { !$0.insetBy(dx: -0.5, dy: -0.5).contains(frame) }) else { return nil }
        return clip == bounds ? "the widget" : "its clip \(LintFormat.rect(clip))"
    }
}
