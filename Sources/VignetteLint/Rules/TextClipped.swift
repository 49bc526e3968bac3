import Foundation
import Vignette

extension LintRules {
    /// Text drawn partly outside the widget or outside a clip around it.
    ///
    /// **Level: error:** glyphs cut off at the default text size: the user cannot read the text.
    ///
    /// The widget's rounded outline clips everything; text whose frame crosses the
    /// widget's bounds (or a `clipShape` above it) by more than half a point may lose glyphs.
    /// It is reported when its ink does too: the run painted alone, unclipped, reaches past the
    /// clip (or to the widget's edge), so a 40 pt "+" whose line box is taller than its 44 pt
    /// button but whose glyph fits is not.
    public static let textClipped: LintRule = LintRule(
        id: "text-clipped", severity: .error, scope: .layout,
        summary: "Text whose frame crosses the widget's bounds or a clip above it.",
        guidance: "Text readable on the smallest and the largest device (Docs/Design.md, Layout)."
    ) { context in
        let sample = context.sample
        return try PaintedLeaf.all(under: sample.content).compactMap { leaf in
            guard leaf.isText, let what = leaf.crossing(sample.bounds) else { return nil }
            let runs = sample.textRuns.filter { sample.node(for: $0) == leaf.node }
            if let ink = try sample.inkBounds(of: runs), leaf.inkFits(ink, in: sample.bounds) { return nil }
            return LintIssue(
                "text runs outside \(what) on \(sample.device.name): '\(leaf.text)'", node: leaf.label,
                frame: leaf.frame)
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

    /// Whether `ink` (the leaf's painted pixels, unclipped) stays inside every clip above it, and
    /// half a point away from the widget's edges, where ink painted alone is cut off.
    package func inkFits(_ ink: CGRect, in bounds: CGRect) -> Bool {
        let clips = ancestors.filter { $0.clipShape != nil }.map(\.frame)
        return bounds.insetBy(dx: 0.5, dy: 0.5).contains(ink)
            && clips.allSatisfy { $0.insetBy(dx: -0.5, dy: -0.5).contains(ink) }
    }
}
