import Foundation
import Vignette

extension LintRules {
    /// Text closer than 16 pt to the widget's edge, graphics closer than 11 pt.
    ///
    /// **Level: warning:** HIG margins (16 pt text, 11 pt graphics) are layout guidance; content cut at
    /// the edge is `text-clipped`'s error.
    ///
    /// Checked on the laid-out content (the container background excluded) of home-screen
    /// families; the lock screen has no margins. Shapes that span (nearly) the whole width
    /// or height are full-bleed backgrounds or bands, which may touch the edge. Half a
    /// point of slack absorbs pixel snapping.
    public static let margins: LintRule = LintRule(
        id: "margins", severity: .warning, scope: .layout,
        summary: "Text within 16 pt of the widget's edge, or graphics within 11 pt.",
        guidance:
            "16 pt margins for text layouts, 11 pt for graphical ones (Docs/Design.md, Layout; HIG: Choosing margins and padding)."
    ) { context in
        let sample = context.sample
        guard !sample.family.isAccessory else { return [] }
        let size = sample.size
        return PaintedLeaf.all(under: sample.content).compactMap { leaf -> LintIssue? in
            guard leaf.isText || leaf.isGraphic, !leaf.isClippedAway else { return nil }
            let f = leaf.frame
            if leaf.isGraphic && (f.width >= size.width * 0.95 || f.height >= size.height * 0.95) { return nil }
            let required: CGFloat = leaf.isText ? 16 : 11
            let edges = [
                ("leading", f.minX), ("top", f.minY), ("trailing", size.width - f.maxX),
                ("bottom", size.height - f.maxY),
            ]
            let tight = edges.filter { $0.1 < required - 0.5 }
            guard let worst = tight.min(by: { $0.1 < $1.1 }) else { return nil }
            let sides = tight.map { "\($0.0) \(LintFormat.points(max($0.1, 0))) pt" }.joined(separator: ", ")
            return LintIssue(
                "\(leaf.isText ? "text" : "graphic") sits \(sides) from the edge; needs \(Int(required)) pt"
                    + (worst.1 < 0 ? " (it runs off the widget)" : ""),
                node: leaf.label, frame: f)
        }
    }
}
